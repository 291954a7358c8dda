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
import { withPortraitKeys } from "@/components/sections/testimonial-card";
import { TestimonialQuote } from "@/components/sections/testimonial-quote";
import { OfferShowcase } from "@/components/visuals/offer-showcase";
import type { Locale } from "@/config/locales";
import * as en from "@/content/ai/landing";
import { featuredTestimonial } from "@/content/testimonials";
import { copyIn } from "@/lib/i18n/copy";

/** The AI services landing (/ai-services), in either language. */
export function AiLandingPage({ locale }: { locale: Locale }) {
  const copy = copyIn(locale, "ai/landing");
  const testimonials = featuredTestimonial(
    withPortraitKeys(copy.aiTestimonials.items, en.aiTestimonials.items),
  );
  return (
    <>
      <BreadcrumbJsonLd path="/ai-services" />
      <Hero hero={copy.aiLandingHero}>
        <OfferShowcase />
        <div className="mt-14">
          <StatGrid stats={copy.aiLandingStats} />
        </div>
      </Hero>
      <ClientStrip />
      <Section
        id="ai-services"
        title={copy.aiServicesIntro.title}
        description={copy.aiServicesIntro.description}
      >
        <ServiceCardGrid
          cards={copy.aiServiceCards}
          columns={4}
          learnMoreLabel={copy.aiServicesIntro.learnMore}
          label={copy.aiServicesIntro.title}
        />
      </Section>
      <Section
        id="benefits"
        tone="muted"
        title={copy.aiBenefits.title}
        description={copy.aiBenefits.description}
      >
        <FeatureGrid items={copy.aiBenefits.items} variant="list" />
      </Section>
      <Section id="process" title={copy.aiProcess.title} description={copy.aiProcess.description}>
        <ProcessSteps steps={copy.aiProcess.steps} />
      </Section>
      <Section
        id="testimonials"
        tone="muted"
        title={copy.aiTestimonials.title}
        description={copy.aiTestimonials.description}
        link={copy.aiTestimonials.link}
      >
        <TestimonialQuote testimonial={testimonials.featured} className="mb-10 sm:mb-16" />
        <TestimonialCarousel
          items={testimonials.others}
          labels={copy.aiCarouselLabels}
          marks={copyIn(locale, "testimonials").testimonialMarks}
        />
      </Section>
      <CtaBanner cta={copy.aiLandingCta} />
    </>
  );
}
