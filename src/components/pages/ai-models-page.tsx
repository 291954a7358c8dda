import { ModelsList } from "@/components/ai/models-list";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** /ai-services/models, in either language. */
export function AiModelsPage({ locale }: { locale: Locale }) {
  const { customModelCta, modelsFeatures, modelsHero, modelsListIntro } = copyIn(
    locale,
    "ai/models",
  );
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
        <FeatureGrid items={modelsFeatures.items} label={modelsFeatures.title} />
      </Section>
      <Section id="models" title={modelsListIntro.title} description={modelsListIntro.description}>
        <ModelsList />
      </Section>
      <CtaBanner cta={customModelCta} id="custom-model" />
    </>
  );
}
