import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import { CertificationGrid } from "@/components/training/certification-grid";
import { EnterpriseTraining } from "@/components/training/enterprise-training";
import { ProgrammeGrid } from "@/components/training/programme-grid";
import {
  certificationCopy,
  certifications,
  programmeCopy,
  trainingHero,
  trainingProgrammes,
  trainingStats,
  trainingTestimonials,
} from "@/content/training";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/training");

export default function TrainingPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/training" />
      <Hero hero={trainingHero}>
        <StatGrid stats={trainingStats} />
      </Hero>
      <Section id="programmes" title={programmeCopy.title} description={programmeCopy.description}>
        <ProgrammeGrid programmes={trainingProgrammes} />
      </Section>
      <Section
        id="certifications"
        tone="muted"
        title={certificationCopy.title}
        description={certificationCopy.description}
      >
        <CertificationGrid certifications={certifications} programmes={trainingProgrammes} />
      </Section>
      <EnterpriseTraining />
      <Section
        id="testimonials"
        tone="muted"
        title={trainingTestimonials.title}
        description={trainingTestimonials.description}
      >
        <TestimonialGrid items={trainingTestimonials.items} />
      </Section>
    </>
  );
}
