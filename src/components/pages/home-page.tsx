import { JsonLd } from "@/components/json-ld";
import { ClientStrip } from "@/components/sections/client-strip";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { ServiceCardGrid } from "@/components/sections/service-card-grid";
import { StatGrid } from "@/components/sections/stat-grid";
import { withPortraitKeys } from "@/components/sections/testimonial-card";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import { TestimonialQuote } from "@/components/sections/testimonial-quote";
import { OfferShowcase } from "@/components/visuals/offer-showcase";
import type { Locale } from "@/config/locales";
import * as en from "@/content/home";
import { featuredTestimonial } from "@/content/testimonials";
import { copyIn } from "@/lib/i18n/copy";
import { organizationJsonLd } from "@/lib/structured-data";

/** The home page, in either language (src/app/(en)/(site)/page.tsx and its Arabic twin). */
export function HomePage({ locale }: { locale: Locale }) {
  const {
    homeCta,
    homeHero,
    homeServiceCards,
    homeServicesIntro,
    homeStats,
    homeTestimonials,
    whyChooseUs,
  } = copyIn(locale, "home");
  const testimonials = featuredTestimonial(
    withPortraitKeys(homeTestimonials.items, en.homeTestimonials.items),
  );
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
        <ServiceCardGrid
          cards={homeServiceCards}
          learnMoreLabel={homeServicesIntro.learnMore}
          label={homeServicesIntro.title}
        />
      </Section>
      <Section
        id="why-us"
        tone="muted"
        title={whyChooseUs.title}
        description={whyChooseUs.description}
      >
        <FeatureGrid items={whyChooseUs.items} variant="list" />
      </Section>
      <Section
        id="testimonials"
        title={homeTestimonials.title}
        description={homeTestimonials.description}
        link={homeTestimonials.link}
      >
        <TestimonialQuote testimonial={testimonials.featured} />
        <TestimonialGrid
          items={testimonials.others}
          label={homeTestimonials.title}
          className="mx-auto mt-10 max-w-5xl sm:mt-16 lg:grid-cols-2"
        />
      </Section>
      <CtaBanner cta={homeCta} />
    </>
  );
}
