import { ComingSoonNotice } from "@/components/ai/coming-soon-notice";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { aboutHero, aboutHighlights, comingSoonNotice } from "@/content/ai/about";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/about");

export default function AiAboutPage() {
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
