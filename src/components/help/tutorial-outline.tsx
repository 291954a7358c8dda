import { clsx } from "clsx";

import { Icon } from "@/components/ui/icon";

export interface TutorialOutlineCopy {
  outlineNote: string;
  outlineHeading: string;
}

interface TutorialOutlineProps {
  title: string;
  summary: string;
  meta: string;
  steps: readonly string[];
  copy: TutorialOutlineCopy;
  /** 2 in the dialog (its own heading tree), 3 inline under the tutorials section. */
  level: 2 | 3;
  titleId?: string;
  summaryId?: string;
}

/** A tutorial's outline: what the dialog shows, and what the page shows without JavaScript. */
export function TutorialOutline({
  title,
  summary,
  meta,
  steps,
  copy,
  level,
  titleId,
  summaryId,
}: TutorialOutlineProps) {
  const Title = level === 2 ? "h2" : "h3";
  const Subheading = level === 2 ? "h3" : "h4";
  // In the dialog, the close button sits at the top right.
  const clearClose = level === 2 ? "pr-10" : undefined;
  return (
    <>
      <p className={clsx(clearClose, "text-xs font-semibold tracking-wide text-primary uppercase")}>
        {meta}
      </p>
      <Title id={titleId} className={clsx(clearClose, "mt-1 text-2xl font-bold tracking-tight")}>
        {title}
      </Title>
      <p id={summaryId} className="mt-2 text-muted-foreground">
        {summary}
      </p>
      <p className="mt-5 flex gap-3 rounded-xl border border-border bg-surface p-4 text-sm text-muted-foreground">
        <Icon name="lightbulb" className="mt-0.5 size-4 shrink-0 text-primary" />
        {copy.outlineNote}
      </p>
      <Subheading className="mt-6 text-base font-semibold">{copy.outlineHeading}</Subheading>
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-bold text-primary ring-1 ring-border"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
