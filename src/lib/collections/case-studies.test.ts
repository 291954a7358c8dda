/**
 * The case studies hold together: every study exists in both languages with its words, facts and
 * Markdown story; every number a study's words, story or testimonial states is one of its facts
 * (src/content/case-study-facts.ts), in English and in Arabic; and the facts agree with the
 * company's (src/config/site.ts, the plans, the figures).
 */
import { describe, expect, it } from "vitest";

import { locales } from "@/config/locales";
import { footerGroups } from "@/config/nav";
import { getRoute } from "@/config/routes";
import { departmentOf, siteConfig } from "@/config/site";
import { aiTestimonials } from "@/content/ai/landing";
import { aiPricingCaseStudy } from "@/content/ai/pricing";
import { aiServicePages } from "@/content/ai/service-pages";
import {
  caseStudyFacts,
  caseStudyIds,
  caseStudyPath,
  totalWeeks,
  type CaseStudyId,
} from "@/content/case-study-facts";
import { homeTestimonials } from "@/content/home";
import { itServicePages } from "@/content/it-services";
import { aiPlans } from "@/content/plans";
import { copyIn } from "@/lib/i18n/catalogs";

import { getCaseStudies } from "./case-studies";

/** Every number written in a text, as a number ("8,600" → 8600, "99.98%" → 99.98). */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((match) => Number(match[0].replace(/,/g, "")));
}

/** The numbers a study may state: its outcomes, phase lengths, total length and team size. */
function studyNumbers(id: CaseStudyId): Set<number> {
  const facts = caseStudyFacts[id];
  return new Set([
    ...facts.outcomes.map((outcome) => outcome.value),
    ...facts.phaseWeeks,
    totalWeeks(id),
    facts.team.people,
  ]);
}

/** Every string inside a value (the words of a study). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

const writtenLocales = locales.filter((locale) => locale === "en" || locale === "ar");

describe("case studies", () => {
  it("are the four clients, in every language, in the same order", () => {
    for (const locale of writtenLocales) {
      const studies = getCaseStudies(locale);
      expect(studies.map((study) => study.id).sort()).toEqual([...caseStudyIds].sort());
      expect(studies.map((study) => study.id)).toEqual(getCaseStudies("en").map((s) => s.id));
    }
  });

  it("have their words in Arabic on the Arabic pages", () => {
    for (const study of getCaseStudies("ar")) {
      for (const text of [study.data.title, study.data.excerpt, study.words.sector, study.body]) {
        expect(text, study.id).toMatch(/[\u0600-\u06FF]/);
      }
      expect(study.phases.every((phase) => /[\u0600-\u06FF]/.test(phase.duration))).toBe(true);
    }
  });

  it.each(writtenLocales)("type no number in their words (%s): the numbers are facts", (locale) => {
    const { caseStudies } = copyIn(locale, "case-studies");
    for (const id of caseStudyIds) {
      expect(stringsOf(caseStudies[id]).flatMap(numbersIn), id).toEqual([]);
    }
  });

  it.each(writtenLocales)("state only their own facts' numbers in their story (%s)", (locale) => {
    for (const study of getCaseStudies(locale)) {
      const allowed = studyNumbers(study.id);
      const stated = numbersIn(`${study.data.title} ${study.data.excerpt} ${study.body}`);
      expect(
        stated.filter((number) => !allowed.has(number)),
        study.id,
      ).toEqual([]);
    }
  });

  it.each(writtenLocales)("agree with their client's testimonial (%s)", (locale) => {
    for (const study of getCaseStudies(locale)) {
      const quote = study.quote;
      expect(quote.company).toBe(study.facts.company);
      const stated = numbersIn(`${quote.content} ${quote.results ?? ""}`);
      const allowed = studyNumbers(study.id);
      expect(
        stated.filter((number) => !allowed.has(number)),
        `${study.id}: ${quote.content}`,
      ).toEqual([]);
    }
  });

  it("quote the numbers the testimonials carry as results", () => {
    // The headline result of a testimonial is one of the study's three outcomes.
    for (const study of getCaseStudies("en")) {
      const outcomes = study.facts.outcomes.map((outcome) => outcome.value);
      for (const number of numbersIn(study.quote.results ?? "")) {
        expect(outcomes, study.id).toContain(number);
      }
    }
  });

  it("agree with the company's facts", () => {
    for (const id of caseStudyIds) {
      const { team, phaseWeeks } = caseStudyFacts[id];
      // A team no larger than the department it comes from, a project of months, not years.
      expect(team.people).toBeLessThanOrEqual(departmentOf(team.department).headCount);
      expect(phaseWeeks.length).toBeGreaterThanOrEqual(3);
      expect(totalWeeks(id)).toBeLessThanOrEqual(26);
    }
    // Atlas's monthly conversations fit the AI plan it is on (Professional).
    const professional = aiPlans.plans.find((plan) => plan.id === "professional");
    const limit = Math.max(...numbersIn(professional?.features[0] ?? ""));
    expect(caseStudyFacts["atlas-retail"].outcomes[2].value).toBeLessThanOrEqual(limit);
    // Levant's saving is within what the automation page promises ("up to 80%").
    const promise = /up to (\d+)%/.exec(getRoute("/services/automation").description);
    expect(caseStudyFacts["levant-freight"].outcomes[0].value).toBeLessThanOrEqual(
      Number(promise?.[1]),
    );
    // RetailPro's measured uptime meets the uptime the company guarantees.
    expect(caseStudyFacts.retailpro.outcomes[2].value).toBeGreaterThanOrEqual(
      parseFloat(siteConfig.record.uptime),
    );
  });

  it("link a service page of the registry", () => {
    for (const id of caseStudyIds) {
      expect(() => getRoute(caseStudyFacts[id].servicePath as never)).not.toThrow();
    }
  });

  it("are linked from their service's page, the home page, the AI landing and the footer", () => {
    const teasers = new Map<string, string | undefined>([
      ["/ai-services/pricing", aiPricingCaseStudy],
      ...Object.entries(aiServicePages).map(([slug, page]): [string, string | undefined] => [
        `/services/${slug}`,
        "caseStudy" in page ? page.caseStudy : undefined,
      ]),
      ...Object.values(itServicePages).map((page): [string, string | undefined] => [
        page.path,
        "caseStudy" in page ? page.caseStudy : undefined,
      ]),
    ]);
    // A service page links its study by a teaser block, or by its client's testimonial when it
    // quotes them (the testimonial's "Read the case study").
    const testimonialLinks = new Map(
      Object.entries(aiServicePages).map(([slug, page]): [string, (string | undefined)[]] => [
        `/services/${slug}`,
        page.sections.flatMap((section) =>
          section.kind === "testimonials"
            ? section.items.map((item): string | undefined =>
                "caseStudy" in item ? item.caseStudy : undefined,
              )
            : [],
        ),
      ]),
    );
    for (const id of caseStudyIds) {
      const path = caseStudyFacts[id].servicePath;
      const linked =
        teasers.get(path) === id || (testimonialLinks.get(path) ?? []).includes(caseStudyPath(id));
      expect(linked, id).toBe(true);
    }
    expect(homeTestimonials.link.href).toBe("/case-studies");
    expect(aiTestimonials.link?.href).toBe("/case-studies");
    const footerLinks = footerGroups.flatMap((group) => group.links.map((link) => link.href));
    expect(footerLinks).toContain("/case-studies");
  });
});
