import { ChipList } from "@/components/ai/chip-list";
import { FlashSaleBanner } from "@/components/ai/flash-sale-banner";
import { TrustBadges } from "@/components/ai/trust-badges";
import { CaseStudyTeaser } from "@/components/case-studies/case-study-teaser";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FeatureSpotlight } from "@/components/sections/feature-spotlight";
import { Hero } from "@/components/sections/hero";
import { PricingTable } from "@/components/sections/pricing-table";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import { withPortraitKeys } from "@/components/sections/testimonial-card";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import { ProductVisual } from "@/components/visuals/product-visual";
import type { Locale } from "@/config/locales";
import * as en from "@/content/ai/service-pages";
import type { AiServicePage as AiServicePageContent, AiServiceSection } from "@/content/ai/shared";
import { copyIn } from "@/lib/i18n/copy";

export type AiServiceSlug = keyof typeof en.aiServicePages;

/**
 * The four AI service pages (/services/<slug>), in either language: the hero with the rendering
 * of what the service does (or, where a features section is set beside it, that section: the
 * visual on alternating sides, as the backgrounds alternate), the content's sections in order
 * (backgrounds alternate, starting plain) and the call to action.
 */
export function AiServicePage({ slug, locale }: { slug: AiServiceSlug; locale: Locale }) {
  const content: AiServicePageContent = copyIn(locale, "ai/service-pages").aiServicePages[slug];
  const english = en.aiServicePages[slug];
  const besideVisual = content.sections.some(
    (section) => section.kind === "features" && section.besideVisual,
  );
  return (
    <>
      <BreadcrumbJsonLd path={`/services/${slug}`} />
      <Hero hero={content.hero}>
        {besideVisual ? null : <ProductVisual kind={content.visual} />}
      </Hero>
      {content.sections.map((section, index) =>
        section.kind === "features" && section.besideVisual ? (
          <FeatureSpotlight
            key={section.id}
            id={section.id}
            title={section.title}
            description={section.description}
            items={section.items}
            visual={content.visual}
            visualSide={index % 2 === 0 ? "end" : "start"}
            muted={index % 2 === 1}
          />
        ) : (
          <Section
            key={section.id}
            id={section.id}
            tone={index % 2 === 1 ? "muted" : undefined}
            title={section.title}
            description={section.description}
          >
            <SectionBody
              section={section}
              asList={followsCardGrid(content.sections, index)}
              english={english.sections.find((candidate) => candidate.id === section.id)}
              locale={locale}
            />
          </Section>
        ),
      )}
      {content.caseStudy ? <CaseStudyTeaser id={content.caseStudy} locale={locale} /> : null}
      <CtaBanner cta={content.cta} />
    </>
  );
}

/**
 * Whether the section at `index` is a features section right after one drawn as tiles: it is
 * then drawn as a list, so that two sections in a row do not look alike (tiles, list, tiles...).
 * One set beside the page's visual is no tiles.
 */
function followsCardGrid(sections: readonly AiServiceSection[], index: number): boolean {
  const previous = sections[index - 1];
  if (sections[index]?.kind !== "features" || previous?.kind !== "features") return false;
  if (previous.besideVisual) return false;
  return !followsCardGrid(sections, index - 1);
}

/**
 * What a section shows under its heading, by kind (`english`: the same section in English;
 * `asList`: a features section drawn as a list rather than tiles).
 */
function SectionBody({
  section,
  english,
  locale,
  asList,
}: {
  section: AiServiceSection;
  english: AiServiceSection | undefined;
  locale: Locale;
  asList: boolean;
}) {
  switch (section.kind) {
    case "features":
      return asList ? (
        <FeatureGrid items={section.items} variant="list" />
      ) : (
        <FeatureGrid items={section.items} columns={section.columns} label={section.title} />
      );
    case "steps":
      return <ProcessSteps steps={section.steps} />;
    case "pricing":
      return (
        <>
          {section.flashSale && section.plans.offer ? (
            <FlashSaleBanner sale={section.flashSale} offer={section.plans.offer} locale={locale} />
          ) : null}
          <PricingTable group={section.plans} offerNote={!section.flashSale} />
        </>
      );
    case "stats":
      return (
        <>
          <StatGrid stats={section.stats} />
          {section.badges ? <TrustBadges items={section.badges} /> : null}
        </>
      );
    case "chips":
      return <ChipList items={section.items} />;
    case "testimonials":
      return (
        <TestimonialGrid
          items={withPortraitKeys(
            section.items,
            english?.kind === "testimonials" ? english.items : section.items,
          )}
          className="lg:grid-cols-2"
          label={section.title}
        />
      );
    default: {
      const unknown: never = section;
      return unknown;
    }
  }
}
