import type { RoutePath } from "@/config/routes";

import type { CaseStudyId } from "../case-study-facts";
import type { ItServiceSlug } from "../services";
import type { CtaBanner, Faq, Feature, PageHero, ProcessStep, Stat } from "../types";

export interface TechnologyGroup {
  name: string;
  items: readonly string[];
}

/** Everything one IT service page shows; the shared ItServicePage lays it out. */
export interface ItServicePage {
  slug: ItServiceSlug;
  path: RoutePath;
  hero: PageHero;
  /** Outcomes shown under the hero. */
  stats: readonly Stat[];
  included: { title: string; description: string; items: readonly Feature[] };
  technologies: { title: string; description: string; groups: readonly TechnologyGroup[] };
  process: { title: string; description: string; steps: readonly ProcessStep[] };
  faq: { title: string; description: string; items: readonly Faq[] };
  /** The client's case study, shown after the process. */
  caseStudy?: CaseStudyId;
  cta: CtaBanner;
}
