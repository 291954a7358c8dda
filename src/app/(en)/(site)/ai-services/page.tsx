import { TestimonialCarousel } from "@/components/ai/testimonial-carousel";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { ClientStrip } from "@/components/sections/client-strip";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { ServiceCardGrid } from "@/components/sections/service-card-grid";
import { StatGrid } from "@/components/sections/stat-grid";
import { OfferShowcase } from "@/components/visuals/offer-showcase";
import {
  aiBenefits,
  aiCarouselLabels,
  aiLandingCta,
  aiLandingHero,
  aiLandingStats,
  aiProcess,
  aiServiceCards,
  aiServicesIntro,
  aiTestimonials,
} from "@/content/ai/landing";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services");

export default function AiServicesPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/ai-services" />
      <Hero hero={aiLandingHero}>
        <OfferShowcase />
        <div className="mt-14">
          <StatGrid stats={aiLandingStats} />
        </div>
      </Hero>
      <ClientStrip />
      <Section
        id="ai-services"
        title={aiServicesIntro.title}
        description={aiServicesIntro.description}
      >
        <ServiceCardGrid
          cards={aiServiceCards}
          columns={4}
          learnMoreLabel={aiServicesIntro.learnMore}
        />
      </Section>
      <Section
        id="benefits"
        tone="muted"
        title={aiBenefits.title}
        description={aiBenefits.description}
      >
        <FeatureGrid items={aiBenefits.items} columns={4} />
      </Section>
      <Section id="process" title={aiProcess.title} description={aiProcess.description}>
        <ProcessSteps steps={aiProcess.steps} />
      </Section>
      <Section
        id="testimonials"
        tone="muted"
        title={aiTestimonials.title}
        description={aiTestimonials.description}
      >
        <TestimonialCarousel items={aiTestimonials.items} labels={aiCarouselLabels} />
      </Section>
      <CtaBanner cta={aiLandingCta} />
    </>
  );
}
