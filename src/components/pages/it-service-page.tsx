import { CaseStudyTeaser } from "@/components/case-studies/case-study-teaser";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FaqList } from "@/components/sections/faq-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import { TechnologyList } from "@/components/sections/technology-list";
import type { Locale } from "@/config/locales";
import type { ItServicePage as ItServicePageContent } from "@/content/it-services";
import type { ItServiceSlug } from "@/content/services";
import { copyIn } from "@/lib/i18n/copy";

/**
 * The layout shared by the five IT service pages (/web-development... and their /ar twins): each
 * page names its service; the copy is that service's module in the page's language.
 */
export function ItServicePage({ slug, locale }: { slug: ItServiceSlug; locale: Locale }) {
  const content: ItServicePageContent = copyIn(locale, "it-services").itServicePages[slug];
  return (
    <>
      <BreadcrumbJsonLd path={`/${slug}`} />
      <Hero hero={content.hero} size="md">
        <StatGrid stats={content.stats} />
      </Hero>
      <Section
        id="included"
        title={content.included.title}
        description={content.included.description}
      >
        <FeatureGrid items={content.included.items} label={content.included.title} />
      </Section>
      <Section
        id="technologies"
        tone="muted"
        title={content.technologies.title}
        description={content.technologies.description}
      >
        <TechnologyList groups={content.technologies.groups} label={content.technologies.title} />
      </Section>
      <Section id="process" title={content.process.title} description={content.process.description}>
        <ProcessSteps steps={content.process.steps} />
      </Section>
      {content.caseStudy ? <CaseStudyTeaser id={content.caseStudy} locale={locale} /> : null}
      <Section
        id="faq"
        tone="muted"
        title={content.faq.title}
        description={content.faq.description}
      >
        <FaqList items={content.faq.items} />
      </Section>
      <CtaBanner cta={content.cta} />
    </>
  );
}
