/**
 * The facts of the case studies, written once: which client, which service, who worked on it,
 * how long each phase took and the three numbers measured at the end. The words around them
 * (the sector, what each phase did, what each number counts) are in ./case-studies.ts and its
 * Arabic mirror; the story is Markdown in ./case-studies/. A testimonial of the same client that
 * states a number states one of these (src/lib/collections/case-studies.test.ts).
 */
import type { Department } from "@/config/site";

import type { ProductVisualKind } from "./visuals";

/** The clients with a case study (the same ids as the clients module). */
export const caseStudyIds = [
  "atlas-retail",
  "levant-freight",
  "cedars-medical",
  "retailpro",
] as const;
export type CaseStudyId = (typeof caseStudyIds)[number];

/** How an outcome's number is written: "64%", "8,600", "12 min", "24 h". */
export type OutcomeUnit = "percent" | "count" | "minutes" | "hours";

export interface OutcomeFact {
  value: number;
  unit: OutcomeUnit;
}

export interface CaseStudyFacts {
  /** The company as its testimonial names it (Latin script in both languages). */
  company: string;
  /** The person quoted: the English name of the testimonial (its portrait's key). */
  person: string;
  /** The service page the work belongs to. */
  servicePath: string;
  /** The product visual of that service, if the service has one. */
  visual: ProductVisualKind | null;
  /** Who did the work: the department and how many of its people. */
  team: { department: Department["id"]; people: number };
  /** Each phase's length in weeks, in order; the words are in ./case-studies.ts. */
  phaseWeeks: readonly number[];
  /** The three numbers measured after launch; what each counts is in ./case-studies.ts. */
  outcomes: readonly [OutcomeFact, OutcomeFact, OutcomeFact];
}

export const caseStudyFacts = {
  "atlas-retail": {
    company: "Atlas Retail Group",
    person: "Rania Khoury",
    servicePath: "/ai-services/pricing",
    visual: "chat",
    team: { department: "ai-data", people: 4 },
    phaseWeeks: [2, 4, 2, 2],
    outcomes: [
      { value: 64, unit: "percent" },
      { value: 22, unit: "percent" },
      { value: 8600, unit: "count" },
    ],
  },
  "levant-freight": {
    company: "Levant Freight",
    person: "Omar Tannous",
    servicePath: "/services/automation",
    visual: "automation",
    team: { department: "ai-data", people: 3 },
    phaseWeeks: [2, 3, 3, 2],
    outcomes: [
      { value: 80, unit: "percent" },
      { value: 12, unit: "minutes" },
      { value: 35, unit: "percent" },
    ],
  },
  "cedars-medical": {
    company: "Cedars Medical Center",
    person: "Dr. Nadia Farah",
    servicePath: "/services/custom-ai",
    visual: "dashboard",
    team: { department: "ai-data", people: 5 },
    phaseWeeks: [3, 6, 4, 3],
    outcomes: [
      { value: 30, unit: "percent" },
      { value: 24, unit: "hours" },
      { value: 7, unit: "percent" },
    ],
  },
  retailpro: {
    company: "RetailPro",
    person: "Michael Chen",
    servicePath: "/cloud-solutions",
    visual: "migration",
    team: { department: "cloud-security", people: 4 },
    phaseWeeks: [2, 3, 6, 3],
    outcomes: [
      { value: 0, unit: "minutes" },
      { value: 31, unit: "percent" },
      { value: 99.98, unit: "percent" },
    ],
  },
} as const satisfies Record<CaseStudyId, CaseStudyFacts>;

/** A study's length: its phases added up, in weeks. */
export function totalWeeks(id: CaseStudyId): number {
  return caseStudyFacts[id].phaseWeeks.reduce<number>((sum, weeks) => sum + weeks, 0);
}

/** The page of a case study, without a language prefix. */
export function caseStudyPath(id: CaseStudyId): `/case-studies/${CaseStudyId}` {
  return `/case-studies/${id}`;
}
