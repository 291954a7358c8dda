import { ComingSoonNotice } from "@/components/ai/coming-soon-notice";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** /ai-services/about, in either language. */
export function AiAboutPage({ locale }: { locale: Locale }) {
  const { aboutHero, aboutHighlights, comingSoonNotice } = copyIn(locale, "ai/about");
  return (
    <>
      <BreadcrumbJsonLd path="/ai-services/about" />
      <Hero hero={aboutHero} size="md" />
      <Section
        id="highlights"
        title={aboutHighlights.title}
        description={aboutHighlights.description}
      >
        <FeatureGrid items={aboutHighlights.items} columns={4} label={aboutHighlights.title} />
      </Section>
      <ComingSoonNotice notice={comingSoonNotice} />
    </>
  );
}
