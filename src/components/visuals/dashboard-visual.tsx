import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { VisualFrame } from "./visual-frame";

/**
 * Custom AI at work: an example model's evaluation (accuracy, latency, test-set size, drift)
 * and its accuracy week by week. The numbers come from `dashboardVisual.evaluation`, formatted
 * by `dashboardFigures`; the chart is decorative (the caption says what it shows).
 */
export function DashboardVisual({ compact = false }: { compact?: boolean }) {
  const { dashboardVisual: visual, dashboardFigures } = copy("visuals");
  const figures = dashboardFigures(visual);
  const metrics = [
    { label: visual.labels.accuracy, value: figures.accuracy },
    { label: visual.labels.latency, value: figures.latency },
    { label: visual.labels.testSet, value: figures.testSet },
  ];
  return (
    <VisualFrame
      title={visual.windowTitle}
      icon="brain"
      compact={compact}
      caption={compact ? visual.compactCaption : visual.caption}
      className={compact ? undefined : "mx-auto w-full max-w-4xl"}
      meta={
        <span className="rounded-full border border-border bg-background px-2 py-0.5 font-semibold text-foreground">
          {visual.exampleBadge}
        </span>
      }
    >
      <p className={cn("flex items-baseline gap-2", compact ? "mb-2" : "mb-4")}>
        <span className={cn("font-bold text-foreground", compact ? "text-sm" : "text-base")}>
          <BidiText text={visual.model} />
        </span>
        <span className="text-xs text-muted-foreground">
          <BidiText text={visual.version} />
        </span>
      </p>
      <dl className={cn("grid grid-cols-2", compact ? "gap-1.5" : "gap-3 md:grid-cols-4")}>
        {metrics.map((metric) => (
          <div
            key={metric.label}
            className={cn(
              "flex flex-col-reverse justify-end rounded-xl border border-border bg-background",
              compact ? "px-2 py-1.5" : "p-3",
            )}
          >
            <dt className="text-xs text-muted-foreground">
              <BidiText text={metric.label} />
            </dt>
            <dd
              className={cn(
                "font-bold text-foreground tabular-nums",
                compact ? "text-sm" : "text-xl sm:text-2xl",
              )}
            >
              <BidiText text={metric.value} />
            </dd>
          </div>
        ))}
        <div
          className={cn(
            "flex flex-col-reverse justify-end rounded-xl border",
            figures.drifting
              ? "border-warning/50 bg-warning/10"
              : "border-success/40 bg-success/10",
            compact ? "px-2 py-1.5" : "p-3",
          )}
        >
          <dt className="text-xs text-muted-foreground">
            {visual.labels.drift}
            {compact ? null : <> · {figures.driftThreshold}</>}
          </dt>
          <dd className="flex items-baseline gap-1.5">
            <span
              className={cn(
                "font-bold text-foreground tabular-nums",
                compact ? "text-sm" : "text-xl sm:text-2xl",
              )}
            >
              {figures.drift}
            </span>
            <span
              className={cn(
                "inline-flex items-center gap-1 text-xs font-semibold",
                figures.drifting ? "text-warning" : "text-success",
              )}
            >
              <Icon name={figures.drifting ? "alertTriangle" : "checkMark"} className="size-3.5" />
              {figures.driftStatus}
            </span>
          </dd>
        </div>
      </dl>
      <div
        data-chart="accuracy"
        className={cn(
          "rounded-xl border border-border bg-background",
          compact ? "mt-2 p-2" : "mt-4 p-4",
        )}
      >
        <p className="flex justify-between gap-2 text-xs text-muted-foreground">
          <span className="font-semibold">{visual.labels.trend}</span>
          <span>
            {visual.weeksLabel(visual.accuracyHistory.length)} · {figures.trend}
          </span>
        </p>
        <AccuracyChart history={visual.accuracyHistory} compact={compact} />
      </div>
    </VisualFrame>
  );
}

/**
 * The weekly accuracy as a line over an area, scaled to the series' range (decorative). Time
 * runs left to right in both languages: an Arabic page does not mirror the chart (a rising
 * line would read as a decline), only the words around it.
 */
function AccuracyChart({ history, compact }: { history: readonly number[]; compact: boolean }) {
  const width = 100;
  const height = 30;
  const low = Math.min(...history);
  const high = Math.max(...history);
  const span = high - low || 1;
  const points = history.map((value, index) => {
    const x = (index / (history.length - 1)) * width;
    const y = height - 3 - ((value - low) / span) * (height - 6);
    return `${x.toFixed(2)},${y.toFixed(2)}`;
  });
  const line = `M${points.join(" L")}`;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={cn("mt-2 w-full overflow-visible", compact ? "h-14" : "h-24 sm:h-28")}
    >
      {[0.25, 0.5, 0.75].map((fraction) => (
        <line
          key={fraction}
          x1="0"
          x2={width}
          y1={height * fraction}
          y2={height * fraction}
          vectorEffect="non-scaling-stroke"
          className="stroke-border"
          strokeDasharray="3 3"
        />
      ))}
      <path d={`${line} L${width},${height} L0,${height} Z`} className="fill-primary/10" />
      <path
        d={line}
        fill="none"
        vectorEffect="non-scaling-stroke"
        strokeWidth="2"
        strokeLinejoin="round"
        className="stroke-primary"
      />
    </svg>
  );
}
