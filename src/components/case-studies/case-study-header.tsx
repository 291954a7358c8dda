import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { CaseStudy } from "@/lib/collections/case-studies";

/** The top of a case study: the way back, the client, the headline, the excerpt, the facts. */
export function CaseStudyHeader({
  study,
  labels,
  all,
}: {
  study: CaseStudy;
  labels: { client: string; sector: string; service: string; duration: string; team: string };
  all: string;
}) {
  const facts = [
    { label: labels.client, value: <bdi>{study.facts.company}</bdi> },
    { label: labels.sector, value: study.words.sector },
    {
      label: labels.service,
      value: (
        <Link
          href={study.facts.servicePath}
          className="text-primary underline-offset-4 hover:underline"
        >
          {study.words.service}
        </Link>
      ),
    },
    { label: labels.duration, value: study.duration },
    { label: labels.team, value: study.team },
  ];
  return (
    <header className="container-page pt-28 pb-12 sm:pt-32 sm:pb-16">
      <Link
        href="/case-studies"
        className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <Icon name="arrowRight" className="size-4 rotate-180" />
        {all}
      </Link>
      <h1 className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {study.data.title}
      </h1>
      <p className="mt-6 max-w-3xl text-lg text-pretty text-muted-foreground sm:text-xl">
        {study.data.excerpt}
      </p>
      <dl className="mt-10 grid grid-cols-2 gap-6 border-t border-border pt-8 sm:grid-cols-3 lg:grid-cols-5">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase rtl:tracking-normal">
              {fact.label}
            </dt>
            <dd className="mt-1 font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
