import { FlashSaleBanner } from "@/components/ai/flash-sale-banner";
import { TrustBadges } from "@/components/ai/trust-badges";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingTable } from "@/components/sections/pricing-table";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import {
  conversationalCta,
  conversationalFeatures,
  conversationalHero,
  conversationalPricingIntro,
  conversationalTrust,
  flashSale,
} from "@/content/ai/conversational-ai";
import { conversationalAiPlans } from "@/content/plans";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/conversational-ai");

export default function ConversationalAiPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/services/conversational-ai" />
      <Hero hero={conversationalHero} />
      <Section
        id="pricing"
        title={conversationalPricingIntro.title}
        description={conversationalPricingIntro.description}
      >
        <FlashSaleBanner sale={flashSale} />
        <PricingTable group={conversationalAiPlans} />
      </Section>
      <Section
        id="features"
        tone="muted"
        title={conversationalFeatures.title}
        description={conversationalFeatures.description}
      >
        <FeatureGrid items={conversationalFeatures.items} columns={4} />
      </Section>
      <Section
        id="trust"
        title={conversationalTrust.title}
        description={conversationalTrust.description}
      >
        <StatGrid stats={conversationalTrust.stats} />
        <TrustBadges items={conversationalTrust.badges} />
      </Section>
      <CtaBanner cta={conversationalCta} />
    </>
  );
}
