import { ModelsList } from "@/components/ai/models-list";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import * as en from "@/content/ai/models";
import * as ar from "@/content/ar/ai/models";
import { pick } from "@/lib/i18n/pick";

/** /ai-services/models, in either language. */
export function AiModelsPage({ locale }: { locale: Locale }) {
  const { customModelCta, modelsFeatures, modelsHero, modelsListIntro } = pick(locale, { en, ar });
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
