import type { Metadata } from "next";

import { CaseStudyCard } from "@/components/case-studies/case-study-card";
import { CaseStudyHeader } from "@/components/case-studies/case-study-header";
import { CaseStudyQuote } from "@/components/case-studies/case-study-quote";
import { CaseStudyTimeline } from "@/components/case-studies/case-study-timeline";
import { OutcomeBand } from "@/components/case-studies/outcome-band";
import { BreadcrumbJsonLd, JsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Section } from "@/components/sections/section";
import { Prose } from "@/components/ui/prose";
import { ProductVisual } from "@/components/visuals/product-visual";
import { cn } from "@/lib/cn";
import { getCaseStudies, getCaseStudy, type CaseStudy } from "@/lib/collections/case-studies";
import { renderEntry } from "@/lib/collections/render";
import { copyIn } from "@/lib/i18n/copy";
import { buildMetadata } from "@/lib/metadata";
import { caseStudyJsonLd } from "@/lib/structured-data";

import type { ParamPageSpec } from "./param-page";

/** Every case study's `[slug]` (every study exists in every language). */
export function caseStudyParams(): { slug: string }[] {
  return getCaseStudies().map((study) => ({ slug: study.id }));
}

/**
 * A case study, in its language: the header with the project's facts, the three numbers, the
 * story beside what was built, the timeline, the client's words, the other studies.
 */
async function CaseStudyPage({ study }: { study: CaseStudy }) {
  const { html } = await renderEntry(study);
  const { caseStudiesPage: page } = copyIn(study.locale, "case-studies");
  const { testimonialMarks } = copyIn(study.locale, "testimonials");
  const others = getCaseStudies(study.locale).filter((other) => other.id !== study.id);
  return (
    <>
      <BreadcrumbJsonLd path={study.href} title={study.data.title} />
      <JsonLd data={caseStudyJsonLd(study)} />
      <CaseStudyHeader study={study} labels={page.labels} all={page.all} />
      <section
        aria-labelledby="results-heading"
        className="border-y border-border bg-surface py-12"
      >
        <div className="container-page">
          <h2 id="results-heading" className="mb-8 text-sm font-semibold text-primary">
            {page.labels.results}
          </h2>
          <OutcomeBand outcomes={study.outcomes} />
        </div>
      </section>
      <div
        className={cn(
          "container-page grid grid-cols-[minmax(0,1fr)] gap-12 py-16 sm:py-24",
          study.facts.visual && "lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start",
        )}
      >
        <Prose variant="help" html={html} />
        {study.facts.visual ? (
          <div className="lg:sticky lg:top-24">
            <ProductVisual kind={study.facts.visual} compact />
          </div>
        ) : null}
      </div>
      <Section id="timeline" tone="muted" title={page.labels.timeline} align="start">
        <CaseStudyTimeline phases={study.phases} />
      </Section>
      <section aria-label={page.labels.quote} className="py-16 sm:py-24">
        <div className="container-page">
          <CaseStudyQuote quote={study.quote} marks={testimonialMarks} />
        </div>
      </section>
      <Section id="more" tone="muted" title={page.labels.more} align="start">
        {/* Phones scroll the other studies sideways (snapping card by card); wide screens lay out three. */}
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-3 lg:gap-6 lg:overflow-visible lg:pb-0">
          {others.map((other) => (
            <li key={other.id} className="w-[82%] shrink-0 snap-start sm:w-[45%] lg:w-auto">
              <CaseStudyCard study={other} readMore={page.readMore} compact />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}

/** /case-studies/<client id>. */
export const caseStudySpec: ParamPageSpec<{ slug: string }, CaseStudy> = {
  load: ({ slug }, locale) => getCaseStudy(slug, locale),
  metadata: (study): Metadata =>
    buildMetadata({
      path: study.href,
      locale: study.locale,
      title: study.data.title,
      description: study.data.excerpt,
      type: "article",
    }),
  render: (study) => <CaseStudyPage study={study} />,
};
