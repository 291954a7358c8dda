import { Icon } from "@/components/ui/icon";
import type { MigrationStatus } from "@/content/visuals";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { VisualFrame } from "./visual-frame";

const statusTone = {
  cutOver: "border-primary/30 bg-primary/10 text-primary",
  migrated: "border-success/40 bg-success/10 text-success",
} as const satisfies Record<MigrationStatus, string>;

/**
 * Cloud solutions at work: RetailPro's migration board. The services moved from the old data
 * centre with their status, the night cutover and its downtime, the uptime since, and the
 * monthly hosting cost before and after. Every number is one of the study's measured outcomes
 * (`migrationFigures`); the bars are decorative (their words say the same).
 */
export function MigrationVisual({ compact = false }: { compact?: boolean }) {
  const { migrationVisual: visual, migrationFigures } = copy("visuals");
  const figures = migrationFigures();
  const tile = cn("rounded-xl border", compact ? "px-2 py-1.5" : "p-3");
  const figure = cn("font-bold text-foreground tabular-nums", compact ? "text-sm" : "text-xl");
  return (
    <VisualFrame
      title={visual.windowTitle}
      icon="cloud"
      compact={compact}
      caption={compact ? visual.compactCaption : visual.caption}
      className={compact ? undefined : "mx-auto w-full max-w-4xl"}
      meta={
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-success" />
          <span className="truncate">
            {visual.client} · {visual.status}
          </span>
        </>
      }
    >
      <p
        className={cn(
          "flex flex-wrap items-center gap-1.5 font-semibold text-muted-foreground",
          compact ? "mb-2" : "mb-3 text-xs",
        )}
      >
        <span>{visual.servicesLabel}:</span>
        <span className="inline-flex items-center gap-1">
          <Icon name="building" className="size-3.5 shrink-0" />
          {visual.from}
        </span>
        <Icon name="chevronRight" className="size-3.5 shrink-0" />
        <span className="inline-flex items-center gap-1 text-primary">
          <Icon name="cloud" className="size-3.5 shrink-0" />
          {visual.to}
        </span>
      </p>
      <ul className="divide-y divide-border rounded-xl border border-border bg-background">
        {visual.services.map((service) => (
          <li
            key={service.icon}
            className={cn("flex items-center gap-2", compact ? "px-2 py-1.5" : "px-3 py-2.5")}
          >
            <span
              aria-hidden="true"
              className={cn(
                "shrink-0 items-center justify-center bg-accent-soft text-primary",
                compact ? "hidden size-6 rounded-md sm:flex" : "flex size-8 rounded-lg",
              )}
            >
              <Icon name={service.icon} className={compact ? "size-3.5" : "size-4"} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="font-semibold text-foreground">{service.name}</span>{" "}
              <span className="text-muted-foreground">· {service.detail}</span>
            </span>
            <span
              className={cn(
                "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
                statusTone[service.status],
              )}
            >
              <Icon name="checkMark" className="size-3" />
              {visual.statusLabels[service.status]}
            </span>
          </li>
        ))}
      </ul>
      <div
        className={cn(
          "flex items-center gap-2 border-success/40 bg-success/10",
          tile,
          compact ? "mt-2" : "mt-4",
        )}
      >
        <Icon name="moon" className={cn("shrink-0 text-success", compact ? "size-4" : "size-5")} />
        <span className="min-w-0 flex-1">
          <span className="font-semibold text-foreground">{visual.cutover.label}</span>{" "}
          <span className="text-muted-foreground">· {visual.cutover.detail}</span>
        </span>
        <span className="flex shrink-0 items-baseline gap-1.5">
          <span className="text-xs text-muted-foreground">{visual.labels.downtime}</span>
          <span className={figure}>{figures.downtime}</span>
        </span>
      </div>
      <div
        className={cn("grid grid-cols-[minmax(0,1fr)_auto]", compact ? "mt-2 gap-2" : "mt-4 gap-3")}
      >
        <div className={cn("border-border bg-background", tile)}>
          <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
            <span className="font-semibold text-muted-foreground">{visual.labels.cost}</span>
            <span className="font-semibold whitespace-nowrap text-success">
              {visual.labels.costChange(figures.cost)}
            </span>
          </p>
          <div
            aria-hidden="true"
            className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2 gap-y-1 text-xs text-muted-foreground"
          >
            <span>{visual.from}</span>
            <span className="h-2 rounded-full bg-foreground/25" />
            <span>{visual.to}</span>
            {/* The bar's length is the figure, drawn in SVG units (no inline style: the CSP and
                the HTML check allow none); it grows from the start of the line, the right in
                Arabic. */}
            <svg
              viewBox="0 0 100 8"
              preserveAspectRatio="none"
              className="h-2 w-full rtl:-scale-x-100"
            >
              <rect width={figures.costAfterPercent} height="8" rx="4" className="fill-primary" />
            </svg>
          </div>
        </div>
        <p
          className={cn(
            "flex max-w-32 flex-col justify-center border-border bg-background sm:max-w-none",
            tile,
          )}
        >
          <span className={figure}>{figures.uptime}</span>
          <span className="text-xs text-muted-foreground">{visual.labels.uptime}</span>
        </p>
      </div>
    </VisualFrame>
  );
}
