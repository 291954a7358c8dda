"use client";

import * as React from "react";

import { buttonClasses } from "@/components/ui/button";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { useHydrated } from "@/lib/use-hydrated";

import { TutorialOutline, type TutorialOutlineCopy } from "./tutorial-outline";

export interface VideoTutorialCopy extends TutorialOutlineCopy {
  watchLabel: string;
  articleLabel: string;
  closeLabel: string;
  closeTutorialLabel: string;
}

interface VideoTutorialDialogProps {
  title: string;
  summary: string;
  meta: string;
  steps: readonly string[];
  articleHref: string;
  /** The tutorial's outline in the page (`#tutorial-...`), where Watch leads without JavaScript. */
  outlineHref: string;
  copy: VideoTutorialCopy;
}

const watchClasses = buttonClasses({ variant: "secondary", size: "sm", className: "w-full" });

/**
 * The "Watch" control and a modal with the tutorial's outline and its written guide.
 * Its HTML is a link to the outline in the page (it works without JavaScript and before
 * hydration); once hydrated it becomes the button that opens the dialog, same box, and keeps
 * keyboard focus if the link had it.
 */
export function VideoTutorialDialog({
  title,
  summary,
  meta,
  steps,
  articleHref,
  outlineHref,
  copy,
}: VideoTutorialDialogProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const linkRef = React.useRef<HTMLAnchorElement>(null);
  const linkFocused = React.useRef(false);
  const titleId = React.useId();
  const summaryId = React.useId();

  React.useLayoutEffect(() => {
    if (!hydrated) linkFocused.current = document.activeElement === linkRef.current;
    else if (linkFocused.current) triggerRef.current?.focus();
  }, [hydrated]);

  const name = `${copy.watchLabel}: ${title}`;
  const label = (
    <>
      <Icon name="playCircle" />
      {copy.watchLabel}
    </>
  );

  if (!hydrated) {
    return (
      <a
        ref={linkRef}
        href={outlineHref}
        aria-label={name}
        onFocus={() => (linkFocused.current = true)}
        onBlur={() => (linkFocused.current = false)}
        className={watchClasses}
      >
        {label}
      </a>
    );
  }

  return (
    <>
      <DialogTrigger
        ref={triggerRef}
        open={open}
        onOpen={() => setOpen(true)}
        aria-label={name}
        className={watchClasses}
      >
        {label}
      </DialogTrigger>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={triggerRef}
        closeLabel={copy.closeTutorialLabel}
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className="m-auto max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] max-w-none"
        panelClassName="rounded-2xl border border-border bg-background p-6 shadow-2xl sm:p-8"
      >
        <TutorialOutline
          title={title}
          summary={summary}
          meta={meta}
          steps={steps}
          copy={copy}
          level={2}
          titleId={titleId}
          summaryId={summaryId}
        />
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
            {copy.closeLabel}
          </button>
        </div>
      </Dialog>
    </>
  );
}
