import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { ServiceCardGrid } from "@/components/sections/service-card-grid";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** The /services page, in either language (src/app/(en)/(site)/services and its Arabic twin). */
export function ServicesPage({ locale }: { locale: Locale }) {
  const { servicesCta, servicesHero, servicesIntro, servicesPageCards, servicesProcess } = copyIn(
    locale,
    "services-page",
  );
  return (
    <>
      <BreadcrumbJsonLd path="/services" />
      <Hero hero={servicesHero} size="md" />
      <Section id="services" title={servicesIntro.title} description={servicesIntro.description}>
        <ServiceCardGrid
          cards={servicesPageCards}
          learnMoreLabel={servicesIntro.learnMore}
          label={servicesIntro.title}
        />
      </Section>
      <Section
        id="process"
        tone="muted"
        title={servicesProcess.title}
        description={servicesProcess.description}
      >
        <ProcessSteps steps={servicesProcess.steps} />
      </Section>
      <CtaBanner cta={servicesCta} />
    </>
  );
}
