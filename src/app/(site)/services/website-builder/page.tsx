import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingTable } from "@/components/sections/pricing-table";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import {
  websiteBuilderAudiences,
  websiteBuilderCta,
  websiteBuilderFeatures,
  websiteBuilderHero,
  websiteBuilderPricingIntro,
  websiteBuilderProcess,
  websiteBuilderTestimonials,
} from "@/content/ai/website-builder";
import { websiteBuilderPlans } from "@/content/plans";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/website-builder");

export default function WebsiteBuilderPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/services/website-builder" />
      <Hero hero={websiteBuilderHero} />
      <Section
        id="features"
        title={websiteBuilderFeatures.title}
        description={websiteBuilderFeatures.description}
      >
        <FeatureGrid items={websiteBuilderFeatures.items} />
      </Section>
      <Section
        id="process"
        tone="muted"
        title={websiteBuilderProcess.title}
        description={websiteBuilderProcess.description}
      >
        <ProcessSteps steps={websiteBuilderProcess.steps} />
      </Section>
      <Section
        id="audiences"
        title={websiteBuilderAudiences.title}
        description={websiteBuilderAudiences.description}
      >
        <FeatureGrid items={websiteBuilderAudiences.items} columns={4} />
      </Section>
      <Section
        id="pricing"
        tone="muted"
        title={websiteBuilderPricingIntro.title}
        description={websiteBuilderPricingIntro.description}
      >
        <PricingTable group={websiteBuilderPlans} />
      </Section>
      <Section
        id="testimonials"
        title={websiteBuilderTestimonials.title}
        description={websiteBuilderTestimonials.description}
      >
        <TestimonialGrid items={websiteBuilderTestimonials.items} className="lg:grid-cols-2" />
      </Section>
      <CtaBanner cta={websiteBuilderCta} />
    </>
  );
}
