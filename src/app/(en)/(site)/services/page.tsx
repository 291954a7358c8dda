import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { ServiceCardGrid } from "@/components/sections/service-card-grid";
import {
  servicesCta,
  servicesHero,
  servicesIntro,
  servicesPageCards,
  servicesProcess,
} from "@/content/services-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services");

export default function ServicesPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/services" />
      <Hero hero={servicesHero} size="md" />
      <Section id="services" title={servicesIntro.title} description={servicesIntro.description}>
        <ServiceCardGrid cards={servicesPageCards} learnMoreLabel={servicesIntro.learnMore} />
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
