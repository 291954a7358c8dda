/**
 * Case studies: src/content/case-studies/<client id>.md (the story), in their `order`; their
 * Arabic text in src/content/case-studies/ar/ (title and excerpt only). Each is joined here with
 * its facts (src/content/case-study-facts.ts) and its words in the page's language.
 */
import { defaultLocale, type Locale } from "@/config/locales";
import { caseStudySchema, type CaseStudyMeta } from "@/content/case-studies/schema";
import {
  caseStudyFacts,
  caseStudyPath,
  totalWeeks,
  type CaseStudyId,
} from "@/content/case-study-facts";
import { allTestimonials } from "@/content/testimonials";
import type { Testimonial } from "@/content/types";
import { copyIn, type CopyOf } from "@/lib/i18n/catalogs";

import { defineCollection, type CollectionEntry } from "./define-collection";

export const caseStudyEntries = defineCollection({
  folder: "case-studies",
  schema: caseStudySchema,
  href: (slug) => caseStudyPath(slug as CaseStudyId),
  sort: (a, b) => a.data.order - b.data.order,
  translatedKeys: ["title", "excerpt"],
});

/** A case study in a language: its story, facts and words together. */
export interface CaseStudy extends CollectionEntry<CaseStudyMeta> {
  id: CaseStudyId;
  facts: (typeof caseStudyFacts)[CaseStudyId];
  words: CopyOf<"case-studies">["caseStudies"][CaseStudyId];
  /** The outcomes as shown: the number and what it counts. */
  outcomes: { value: string; label: string }[];
  /** The phases as shown: title, what was done and the length in words. */
  phases: { title: string; description: string; duration: string }[];
  /** The whole project's length, in words. */
  duration: string;
  /** The project's team, in words ("4 people"). */
  team: string;
  /** The client's testimonial in the study's language, `portrait` its English name. */
  quote: Testimonial;
}

/** The testimonial of the study's person, in a language (the lists are in the same order). */
function caseStudyQuote(id: CaseStudyId, locale: Locale): Testimonial {
  const index = allTestimonials.findIndex((item) => item.name === caseStudyFacts[id].person);
  const quote = copyIn(locale, "testimonials").allTestimonials[index];
  if (!quote) throw new Error(`No testimonial of ${caseStudyFacts[id].person} for ${id}`);
  return { ...quote, portrait: caseStudyFacts[id].person };
}

function withFacts(entry: CollectionEntry<CaseStudyMeta>): CaseStudy {
  const id = entry.data.client;
  if (entry.slug !== id) {
    throw new Error(`src/content/case-studies/${entry.slug}.md names the client ${id}`);
  }
  const copy = copyIn(entry.locale, "case-studies");
  const facts = caseStudyFacts[id];
  const words = copy.caseStudies[id];
  if (words.phases.length !== facts.phaseWeeks.length) {
    throw new Error(`The case study ${id} has ${facts.phaseWeeks.length} phases in its facts`);
  }
  return {
    ...entry,
    id,
    facts,
    words,
    outcomes: facts.outcomes.map((outcome, index) => ({
      value: copy.formatOutcome(outcome),
      label: words.outcomes[index]!,
    })),
    phases: words.phases.map((phase, index) => ({
      ...phase,
      duration: copy.weeksOf(facts.phaseWeeks[index]!),
    })),
    duration: copy.weeksOf(totalWeeks(id)),
    team: copy.peopleOf(facts.team.people),
    quote: caseStudyQuote(id, entry.locale),
  };
}

/** Every case study in a language, in the index's order. */
export function getCaseStudies(locale: Locale = defaultLocale): CaseStudy[] {
  return caseStudyEntries.all(locale).map(withFacts);
}

export function getCaseStudy(id: string, locale: Locale = defaultLocale): CaseStudy | undefined {
  return getCaseStudies(locale).find((study) => study.id === id);
}
