import type * as React from "react";

import { BidiText } from "@/components/ui/bidi-text";
import { Icon, type SpriteIconName } from "@/components/ui/icon";
import { generatedCount, type BuildSectionId, type BuildStatus } from "@/content/visuals";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { VisualFrame } from "./visual-frame";

/** The builder's words in the page's language. */
function builderVisual() {
  return copy("visuals").builderVisual;
}

const statusIcon = {
  generated: "checkMark",
  generating: "loader",
  queued: "clock",
} as const satisfies Record<BuildStatus, SpriteIconName>;

const statusTone = {
  generated: "text-success",
  generating: "text-primary",
  queued: "text-muted-foreground",
} as const satisfies Record<BuildStatus, string>;

/**
 * Website Builder at work: a site assembled from sections, each generated, generating or
 * queued, with the build's progress. The page preview is decorative (the list says the same in
 * words); the small version shows the list and the progress only.
 */
export function BuilderVisual({ compact = false }: { compact?: boolean }) {
  const visual = builderVisual();
  const done = generatedCount(visual);
  const total = visual.sections.length;
  return (
    <VisualFrame
      title={visual.windowTitle}
      icon="wand"
      compact={compact}
      caption={compact ? visual.compactCaption : visual.caption}
      className={compact ? undefined : "mx-auto w-full max-w-4xl"}
      meta={
        <>
          <Icon name="globe" className="size-3.5 shrink-0" />
          <span className="truncate">
            <BidiText text={visual.address} />
          </span>
        </>
      }
    >
      <div className={cn(!compact && "grid gap-6 md:grid-cols-[minmax(0,1fr)_19rem]")}>
        {compact ? null : <PagePreview />}
        <div className="flex flex-col">
          <ol className={cn("flex flex-col", compact ? "gap-1.5" : "gap-2")}>
            {visual.sections.map((section) => (
              <li
                key={section.id}
                className={cn(
                  "flex items-center gap-2 rounded-lg border",
                  compact ? "px-2 py-1" : "px-3 py-2",
                  section.status === "queued"
                    ? "border-dashed border-border"
                    : section.status === "generating"
                      ? "border-primary/60 bg-primary/5"
                      : "border-border bg-background",
                )}
              >
                <Icon
                  name={statusIcon[section.status]}
                  className={cn(
                    "size-4 shrink-0",
                    statusTone[section.status],
                    section.status === "generating" && "motion-safe:animate-spin",
                  )}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-foreground">{section.name}</span>
                  {compact ? null : (
                    <span className="block text-xs text-muted-foreground">{section.detail}</span>
                  )}
                </span>
                <span className={cn("shrink-0 text-xs font-medium", statusTone[section.status])}>
                  {visual.statusLabels[section.status]}
                </span>
              </li>
            ))}
          </ol>
          <div className={compact ? "mt-2" : "mt-4"}>
            <p className="text-xs font-medium text-muted-foreground">
              {visual.progress(done, total)}
            </p>
            <svg
              aria-hidden="true"
              viewBox={`0 0 ${total} 1`}
              preserveAspectRatio="none"
              className="mt-1.5 h-1.5 w-full overflow-hidden rounded-full"
            >
              <rect width={total} height="1" className="fill-muted" />
              <rect width={done} height="1" className="fill-primary" />
            </svg>
          </div>
        </div>
      </div>
    </VisualFrame>
  );
}

/** The page as generated so far, drawn: fixed heights, so nothing moves. */
function PagePreview() {
  const { sections } = builderVisual();
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-2 rounded-xl border border-border bg-background p-2.5 text-[0.625rem] leading-tight"
    >
      {sections.map((section) => (
        <PreviewBlock key={section.id} id={section.id} status={section.status}>
          {section.status === "generated" ? <SectionDrawing id={section.id} /> : null}
          {section.status === "generating" ? (
            <span className="flex w-full flex-col gap-1.5 p-2 motion-safe:animate-pulse">
              <span className="h-1.5 w-2/5 rounded-full bg-primary/40" />
              <span className="h-1.5 w-3/4 rounded-full bg-primary/25" />
              <span className="h-1.5 w-3/5 rounded-full bg-primary/25" />
            </span>
          ) : null}
        </PreviewBlock>
      ))}
    </div>
  );
}

const blockHeight = {
  header: "h-8",
  hero: "h-28",
  services: "h-16",
  booking: "h-20",
  reviews: "h-12",
  footer: "h-7",
} as const satisfies Record<BuildSectionId, string>;

function PreviewBlock({
  id,
  status,
  children,
}: {
  id: BuildSectionId;
  status: BuildStatus;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex shrink-0 overflow-hidden rounded-md",
        blockHeight[id],
        status === "generated" && "bg-muted/60",
        status === "generating" && "border border-dashed border-primary/60 bg-primary/5",
        status === "queued" && "border border-dashed border-border",
      )}
    >
      {children}
    </div>
  );
}

function SectionDrawing({ id }: { id: BuildSectionId }) {
  const { preview } = builderVisual();
  switch (id) {
    case "header":
      return (
        <span className="flex w-full items-center gap-2 px-2">
          <span className="size-3 rounded-sm bg-primary" />
          <span className="font-bold text-foreground">{preview.brand}</span>
          <span className="ms-auto flex gap-1.5">
            <span className="h-1 w-5 rounded-full bg-foreground/25" />
            <span className="h-1 w-5 rounded-full bg-foreground/25" />
            <span className="h-1 w-5 rounded-full bg-foreground/25" />
          </span>
        </span>
      );
    case "hero":
      return (
        <span className="grid w-full grid-cols-[1.2fr_1fr] items-center gap-2 p-2">
          <span className="flex flex-col gap-1.5">
            <span className="text-xs font-extrabold text-foreground">{preview.headline}</span>
            <span className="h-1 w-4/5 rounded-full bg-foreground/20" />
            <span className="mt-1 w-fit rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-foreground">
              {preview.cta}
            </span>
          </span>
          <svg viewBox="0 0 80 60" className="h-full w-full rounded-md">
            <rect width="80" height="60" className="fill-accent-soft" />
            <circle cx="60" cy="16" r="7" className="fill-primary/50" />
            <path d="M0 60 L25 30 L42 48 L55 36 L80 60 Z" className="fill-primary/70" />
          </svg>
        </span>
      );
    case "services":
      return (
        <span className="grid w-full grid-cols-3 gap-1.5 p-2">
          {[0, 1, 2].map((n) => (
            <span key={n} className="flex flex-col gap-1 rounded bg-background p-1.5">
              <span className="size-2.5 rounded-full bg-accent/60" />
              <span className="h-1 w-4/5 rounded-full bg-foreground/30" />
              <span className="h-1 w-3/5 rounded-full bg-foreground/15" />
            </span>
          ))}
        </span>
      );
    case "booking":
      return (
        <span className="flex w-full flex-col gap-1.5 p-2">
          <span className="font-semibold text-foreground">{preview.form}</span>
          <span className="grid grid-cols-2 gap-1.5">
            <span className="h-3.5 rounded border border-border bg-background" />
            <span className="h-3.5 rounded border border-border bg-background" />
          </span>
          <span className="h-3.5 w-1/3 rounded bg-primary/70" />
        </span>
      );
    default:
      return null;
  }
}
