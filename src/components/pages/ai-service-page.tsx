import { ChipList } from "@/components/ai/chip-list";
import { FlashSaleBanner } from "@/components/ai/flash-sale-banner";
import { TrustBadges } from "@/components/ai/trust-badges";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingTable } from "@/components/sections/pricing-table";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import { ProductVisual } from "@/components/visuals/product-visual";
import type { AiServicePage as AiServicePageContent, AiServiceSection } from "@/content/ai/shared";

/**
 * The layout shared by the four AI service pages: the hero with the rendering of what the
 * service does, the content's sections in order
 * (backgrounds alternate, starting plain) and the call to action.
 */
export function AiServicePage({ content }: { content: AiServicePageContent }) {
  return (
    <>
      <Hero hero={content.hero}>
        <ProductVisual kind={content.visual} />
      </Hero>
      {content.sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          tone={index % 2 === 1 ? "muted" : undefined}
          title={section.title}
          description={section.description}
        >
          <SectionBody section={section} />
        </Section>
      ))}
      <CtaBanner cta={content.cta} />
    </>
  );
}

/** What a section shows under its heading, by kind. */
function SectionBody({ section }: { section: AiServiceSection }) {
  switch (section.kind) {
    case "features":
      return <FeatureGrid items={section.items} columns={section.columns} />;
    case "steps":
      return <ProcessSteps steps={section.steps} />;
    case "pricing":
      return (
        <>
          {section.flashSale ? <FlashSaleBanner sale={section.flashSale} /> : null}
          <PricingTable group={section.plans} />
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
      return <TestimonialGrid items={section.items} className="lg:grid-cols-2" />;
    default: {
      const unknown: never = section;
      return unknown;
    }
  }
}
