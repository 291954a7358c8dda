"use client";

import * as React from "react";

import { buttonClasses } from "@/components/ui/button";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { helpVideoFacts } from "@/content/help";

interface VideoTutorialDialogProps {
  title: string;
  summary: string;
  meta: string;
  steps: readonly string[];
  articleHref: string;
  copy: { watchLabel: string; outlineNote: string; outlineHeading: string; articleLabel: string };
}

/** The "Watch" button and a modal with the tutorial's outline and its written guide. */
export function VideoTutorialDialog({
  title,
  summary,
  meta,
  steps,
  articleHref,
  copy,
}: VideoTutorialDialogProps) {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const titleId = React.useId();
  const summaryId = React.useId();
  return (
    <>
      <DialogTrigger
        ref={triggerRef}
        open={open}
        onOpen={() => setOpen(true)}
        aria-label={`${copy.watchLabel}: ${title}`}
        className={buttonClasses({ variant: "secondary", size: "sm", className: "w-full" })}
      >
        <Icon name="playCircle" />
        {copy.watchLabel}
      </DialogTrigger>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={triggerRef}
        closeLabel={helpVideoFacts.closeLabel}
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className="m-auto max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] max-w-none"
        panelClassName="rounded-2xl border border-border bg-background p-6 shadow-2xl sm:p-8"
      >
        <p className="pr-10 text-xs font-semibold tracking-wide text-primary uppercase">{meta}</p>
        <h2 id={titleId} className="mt-1 pr-10 text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <p id={summaryId} className="mt-2 text-muted-foreground">
          {summary}
        </p>
        <p className="mt-5 flex gap-3 rounded-xl border border-border bg-surface p-4 text-sm text-muted-foreground">
          <Icon name="lightbulb" className="mt-0.5 size-4 shrink-0 text-primary" />
          {copy.outlineNote}
        </p>
        <h3 className="mt-6 text-base font-semibold">{copy.outlineHeading}</h3>
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
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href={articleHref} className={buttonClasses({ size: "md" })}>
            {copy.articleLabel}
            <Icon name="arrowRight" />
          </Link>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className={buttonClasses({ variant: "secondary", size: "md" })}
          >
            {helpVideoFacts.close}
          </button>
        </div>
      </Dialog>
    </>
  );
}
