import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/cn";
import type { CaseStudy } from "@/lib/collections/case-studies";

import { OutcomeBand } from "./outcome-band";

/**
 * A case study on the index: the client and sector, the headline (the link), the excerpt and
 * its three numbers; `compact` (the other studies under a study): the headline and its first
 * number. The whole card is the link's target area; the numbers stay text.
 */
export function CaseStudyCard({
  study,
  readMore,
  compact = false,
}: {
  study: CaseStudy;
  readMore: string;
  compact?: boolean;
}) {
  const Heading = compact ? "h3" : "h2";
  return (
    <Card className="relative flex h-full flex-col p-6 transition-colors focus-within:border-primary hover:border-primary sm:p-8">
      <p className="text-sm">
        <bdi className="block font-bold tracking-tight">{study.facts.company}</bdi>
        <span className="block text-muted-foreground">{study.words.sector}</span>
      </p>
      <Heading
        className={cn(
          "mt-3 font-bold tracking-tight text-balance",
          compact ? "text-lg sm:text-xl" : "text-xl sm:text-2xl",
        )}
      >
        <Link
          href={study.href}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {study.data.title}
        </Link>
      </Heading>
      {compact ? (
        <div className="flex-1" />
      ) : (
        <p className="mt-3 flex-1 text-pretty text-muted-foreground">{study.data.excerpt}</p>
      )}
      <OutcomeBand
        outcomes={compact ? study.outcomes.slice(0, 1) : study.outcomes}
        size="sm"
        className="mt-6 border-t border-border pt-6"
      />
      <p
        aria-hidden="true"
        className="mt-6 flex items-center gap-1 text-sm font-semibold text-primary"
      >
        {readMore}
        <Icon name="arrowRight" className="size-4" />
      </p>
    </Card>
  );
}
