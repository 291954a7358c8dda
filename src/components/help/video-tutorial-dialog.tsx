"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import Link from "next/link";

import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

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
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={`${copy.watchLabel}: ${title}`}
        className={buttonClasses({ variant: "secondary", size: "sm", className: "w-full" })}
      >
        <Icon name="playCircle" />
        {copy.watchLabel}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-background p-6 shadow-2xl outline-none sm:p-8">
          <p className="pr-10 text-xs font-semibold tracking-wide text-primary uppercase">{meta}</p>
          <Dialog.Title className="mt-1 pr-10 text-2xl font-bold tracking-tight">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted-foreground">{summary}</Dialog.Description>
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
            <Dialog.Close className={buttonClasses({ variant: "secondary", size: "md" })}>
              Close
            </Dialog.Close>
          </div>
          <Dialog.Close
            aria-label="Close tutorial"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
