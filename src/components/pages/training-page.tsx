import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import { CertificationGrid } from "@/components/training/certification-grid";
import { EnterpriseTraining } from "@/components/training/enterprise-training";
import { ProgrammeGrid } from "@/components/training/programme-grid";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** The /training page, in either language (src/app/(en)/(site)/training and its Arabic twin). */
export function TrainingPage({ locale }: { locale: Locale }) {
  const {
    certificationCopy,
    certifications,
    programmeCopy,
    trainingHero,
    trainingProgrammes,
    trainingStats,
    trainingTestimonials,
  } = copyIn(locale, "training");
  return (
    <>
      <BreadcrumbJsonLd path="/training" />
      <Hero hero={trainingHero}>
        <StatGrid stats={trainingStats} />
      </Hero>
      <Section id="programmes" title={programmeCopy.title} description={programmeCopy.description}>
        <ProgrammeGrid programmes={trainingProgrammes} label={programmeCopy.title} />
      </Section>
      <Section
        id="certifications"
        tone="muted"
        title={certificationCopy.title}
        description={certificationCopy.description}
      >
        <CertificationGrid
          certifications={certifications}
          programmes={trainingProgrammes}
          label={certificationCopy.title}
        />
      </Section>
      <EnterpriseTraining />
      <Section
        id="testimonials"
        tone="muted"
        title={trainingTestimonials.title}
        description={trainingTestimonials.description}
      >
        <TestimonialGrid items={trainingTestimonials.items} label={trainingTestimonials.title} />
      </Section>
    </>
  );
}
