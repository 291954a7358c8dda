import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingTable } from "@/components/sections/pricing-table";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import {
  automationBenefits,
  automationCta,
  automationHero,
  automationIndustries,
  automationPricingIntro,
  automationProcess,
  automationTestimonials,
  automationTypes,
} from "@/content/ai/automation";
import { automationPlans } from "@/content/plans";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/automation");

export default function AutomationPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/services/automation" />
      <Hero hero={automationHero} />
      <Section
        id="automations"
        title={automationTypes.title}
        description={automationTypes.description}
      >
        <FeatureGrid items={automationTypes.items} />
      </Section>
      <Section
        id="industries"
        tone="muted"
        title={automationIndustries.title}
        description={automationIndustries.description}
      >
        <FeatureGrid items={automationIndustries.items} columns={4} />
      </Section>
      <Section
        id="benefits"
        title={automationBenefits.title}
        description={automationBenefits.description}
      >
        <FeatureGrid items={automationBenefits.items} columns={4} />
      </Section>
      <Section
        id="process"
        tone="muted"
        title={automationProcess.title}
        description={automationProcess.description}
      >
        <ProcessSteps steps={automationProcess.steps} />
      </Section>
      <Section
        id="pricing"
        title={automationPricingIntro.title}
        description={automationPricingIntro.description}
      >
        <PricingTable group={automationPlans} />
      </Section>
      <Section
        id="testimonials"
        tone="muted"
        title={automationTestimonials.title}
        description={automationTestimonials.description}
      >
        <TestimonialGrid items={automationTestimonials.items} className="lg:grid-cols-2" />
      </Section>
      <CtaBanner cta={automationCta} />
    </>
  );
}
