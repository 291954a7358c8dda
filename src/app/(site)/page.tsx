import { JsonLd } from "@/components/json-ld";
import { ClientStrip } from "@/components/sections/client-strip";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { ServiceCardGrid } from "@/components/sections/service-card-grid";
import { StatGrid } from "@/components/sections/stat-grid";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import { OfferShowcase } from "@/components/visuals/offer-showcase";
import {
  homeCta,
  homeHero,
  homeServiceCards,
  homeServicesIntro,
  homeStats,
  homeTestimonials,
  whyChooseUs,
} from "@/content/home";
import { pageMetadata } from "@/lib/metadata";
import { organizationJsonLd } from "@/lib/structured-data";

export const metadata = pageMetadata("/");

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <Hero hero={homeHero}>
        <OfferShowcase />
        <div className="mt-14">
          <StatGrid stats={homeStats} />
        </div>
      </Hero>
      <ClientStrip />
      <Section
        id="services"
        title={homeServicesIntro.title}
        description={homeServicesIntro.description}
      >
        <ServiceCardGrid cards={homeServiceCards} learnMoreLabel={homeServicesIntro.learnMore} />
      </Section>
      <Section
        id="why-us"
        tone="muted"
        title={whyChooseUs.title}
        description={whyChooseUs.description}
      >
        <FeatureGrid items={whyChooseUs.items} />
      </Section>
      <Section
        id="testimonials"
        title={homeTestimonials.title}
        description={homeTestimonials.description}
      >
        <TestimonialGrid items={homeTestimonials.items} />
      </Section>
      <CtaBanner cta={homeCta} />
    </>
  );
}
