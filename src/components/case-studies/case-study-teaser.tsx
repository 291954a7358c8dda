import { ArrowLink } from "@/components/ui/arrow-link";
import type { Locale } from "@/config/locales";
import type { CaseStudyId } from "@/content/case-study-facts";
import { getCaseStudy } from "@/lib/collections/case-studies";
import { copyIn } from "@/lib/i18n/copy";

/**
 * A short "read the case study" block for a service page: the client, the study's headline,
 * its first two numbers and the link. A section of its own (h2), in the page's language.
 */
export function CaseStudyTeaser({ id, locale }: { id: CaseStudyId; locale: Locale }) {
  const study = getCaseStudy(id, locale);
  if (!study) throw new Error(`No case study ${id}`);
  const page = copyIn(locale, "case-studies").caseStudiesPage;
  return (
    <section
      aria-labelledby="case-study-heading"
      className="pb-10 sm:pb-24 [.bg-surface+&]:pt-10 sm:[.bg-surface+&]:pt-24"
    >
      <div className="container-page">
        <div className="mx-auto grid max-w-5xl gap-6 rounded-3xl border border-border bg-accent-soft p-5 sm:gap-8 sm:p-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <div>
            <p className="text-sm font-semibold text-primary">
              {page.teaserEyebrow}
              {" · "}
              <bdi>{study.facts.company}</bdi>
            </p>
            <h2
              id="case-study-heading"
              className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl"
            >
              {study.data.title}
            </h2>
            <ArrowLink href={study.href} className="mt-5">
              {page.readMore}
            </ArrowLink>
          </div>
          <dl className="grid grid-cols-2 gap-6">
            {study.outcomes.slice(0, 2).map((outcome) => (
              <div key={outcome.label} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-pretty text-muted-foreground">{outcome.label}</dt>
                <dd
                  dir="auto"
                  className="text-3xl font-bold tracking-tight text-primary sm:text-4xl"
                >
                  <bdi>{outcome.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
