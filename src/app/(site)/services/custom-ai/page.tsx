import { ChipList } from "@/components/ai/chip-list";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import {
  customAiCta,
  customAiHero,
  customAiIndustries,
  customAiProcess,
  customAiSolutions,
  customAiTechnologies,
  customAiTestimonials,
} from "@/content/ai/custom-ai";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/custom-ai");

export default function CustomAiPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/services/custom-ai" />
      <Hero hero={customAiHero} />
      <Section
        id="solutions"
        title={customAiSolutions.title}
        description={customAiSolutions.description}
      >
        <FeatureGrid items={customAiSolutions.items} />
      </Section>
      <Section
        id="industries"
        tone="muted"
        title={customAiIndustries.title}
        description={customAiIndustries.description}
      >
        <FeatureGrid items={customAiIndustries.items} />
      </Section>
      <Section id="process" title={customAiProcess.title} description={customAiProcess.description}>
        <ProcessSteps steps={customAiProcess.steps} />
      </Section>
      <Section
        id="technologies"
        tone="muted"
        title={customAiTechnologies.title}
        description={customAiTechnologies.description}
      >
        <ChipList items={customAiTechnologies.items} label={customAiTechnologies.title} />
      </Section>
      <Section
        id="testimonials"
        title={customAiTestimonials.title}
        description={customAiTestimonials.description}
      >
        <TestimonialGrid items={customAiTestimonials.items} className="lg:grid-cols-2" />
      </Section>
      <CtaBanner cta={customAiCta} />
    </>
  );
}
