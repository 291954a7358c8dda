import { CaseStudyTeaser } from "@/components/case-studies/case-study-teaser";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FaqList } from "@/components/sections/faq-list";
import { Hero } from "@/components/sections/hero";
import { PricingTable } from "@/components/sections/pricing-table";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** /ai-services/pricing, in either language. */
export function AiPricingPage({ locale }: { locale: Locale }) {
  const { aiPricingCaseStudy, aiPricingCta, aiPricingFaqs, aiPricingHero, aiPricingIntro } = copyIn(
    locale,
    "ai/pricing",
  );
  const { aiPlans } = copyIn(locale, "plans");
  return (
    <>
      <BreadcrumbJsonLd path="/ai-services/pricing" />
      <Hero hero={aiPricingHero} size="md" />
      <Section
        id="plans"
        title={aiPricingIntro.title}
        description={aiPricingIntro.description}
        className="pt-0 sm:pt-0"
      >
        <PricingTable group={aiPlans} />
      </Section>
      <CaseStudyTeaser id={aiPricingCaseStudy} locale={locale} />
      <Section id="faq" tone="muted" title={aiPricingFaqs.title}>
        <FaqList items={aiPricingFaqs.items} />
      </Section>
      <CtaBanner cta={aiPricingCta} />
    </>
  );
}
