import { ComingSoonNotice } from "@/components/ai/coming-soon-notice";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import * as en from "@/content/ai/about";
import * as ar from "@/content/ar/ai/about";
import { pick } from "@/lib/i18n/pick";

/** /ai-services/about, in either language. */
export function AiAboutPage({ locale }: { locale: Locale }) {
  const { aboutHero, aboutHighlights, comingSoonNotice } = pick(locale, { en, ar });
  return (
    <>
      <BreadcrumbJsonLd path="/ai-services/about" />
      <Hero hero={aboutHero} size="md" />
      <Section
        id="highlights"
        title={aboutHighlights.title}
        description={aboutHighlights.description}
      >
        <FeatureGrid items={aboutHighlights.items} columns={4} />
      </Section>
      <ComingSoonNotice notice={comingSoonNotice} />
    </>
  );
}
