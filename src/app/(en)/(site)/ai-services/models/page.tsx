import { ModelsList } from "@/components/ai/models-list";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { customModelCta, modelsFeatures, modelsHero, modelsListIntro } from "@/content/ai/models";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/models");

export default function AiModelsPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/ai-services/models" />
      <Hero hero={modelsHero} size="md" />
      <Section
        id="features"
        tone="muted"
        title={modelsFeatures.title}
        description={modelsFeatures.description}
      >
        <FeatureGrid items={modelsFeatures.items} />
      </Section>
      <Section id="models" title={modelsListIntro.title} description={modelsListIntro.description}>
        <ModelsList />
      </Section>
      <CtaBanner cta={customModelCta} id="custom-model" />
    </>
  );
}
