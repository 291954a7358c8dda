import { CaseStudyCard } from "@/components/case-studies/case-study-card";
import { BreadcrumbJsonLd, JsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Hero } from "@/components/sections/hero";
import type { Locale } from "@/config/locales";
import { getCaseStudies } from "@/lib/collections/case-studies";
import { copyIn } from "@/lib/i18n/copy";
import { caseStudyListJsonLd } from "@/lib/structured-data";

/** /case-studies: every study as a card with its numbers, in the page's language. */
export function CaseStudiesPage({ locale }: { locale: Locale }) {
  const page = copyIn(locale, "case-studies").caseStudiesPage;
  const studies = getCaseStudies(locale);
  return (
    <>
      <BreadcrumbJsonLd path="/case-studies" />
      <JsonLd data={caseStudyListJsonLd(studies)} />
      <Hero hero={page.hero} size="md" />
      <section aria-label={page.listLabel} className="pb-16 sm:pb-24">
        <ul className="container-page grid gap-6 lg:grid-cols-2">
          {studies.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} readMore={page.readMore} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
