import { Icon } from "@/components/ui/icon";
import { runTotal, type automationVisual } from "@/content/visuals";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { VisualFrame } from "./visual-frame";

const outcomeTone = {
  success: { text: "text-success", ring: "border-success/40 bg-success/10", icon: "checkMark" },
  warning: { text: "text-warning", ring: "border-warning/50 bg-warning/10", icon: "alertTriangle" },
} as const;

/** A step's icon tile: the trigger (the first step) filled, the others tinted. */
function StepIcon({
  icon,
  trigger,
  compact = false,
}: {
  icon: (typeof automationVisual.steps)[number]["icon"];
  trigger: boolean;
  compact?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center",
        compact ? "size-6 rounded-md" : "size-8 rounded-lg",
        trigger ? "bg-primary text-primary-foreground" : "bg-accent-soft text-primary",
      )}
    >
      <Icon name={icon} className={compact ? "size-3.5" : "size-4"} />
    </span>
  );
}

/**
 * AI Automation at work: a workflow's steps from trigger to notification, and what today's run
 * came to (processed, needs review). Steps run left to right from the md breakpoint, top to
 * bottom below it.
 */
export function AutomationVisual({ compact = false }: { compact?: boolean }) {
  const visual = copy("visuals").automationVisual;
  return (
    <VisualFrame
      title={visual.windowTitle}
      icon="workflow"
      compact={compact}
      caption={compact ? visual.compactCaption : visual.caption}
      className={compact ? undefined : "mx-auto w-full max-w-5xl"}
      meta={
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-success" />
          <span className="truncate">
            {visual.flowName} · {visual.period}
          </span>
        </>
      }
    >
      <p className={cn("font-semibold text-muted-foreground", compact ? "mb-2" : "mb-3 text-xs")}>
        {visual.stepsLabel}
      </p>
      {compact ? (
        <ol className="flex flex-col gap-1.5">
          {visual.steps.map((step, index) => (
            <li key={step.kind} className="flex items-center gap-2">
              <StepIcon icon={step.icon} trigger={index === 0} compact />
              <span className="min-w-0">
                <span className="font-semibold text-foreground">{step.kind}</span>{" "}
                <span className="text-muted-foreground">· {step.detail}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <ol className="flex flex-col gap-2 sm:gap-3 md:flex-row md:items-stretch md:gap-0">
          {visual.steps.map((step, index) => (
            <li key={step.kind} className="flex items-stretch md:flex-1">
              <div className="flex flex-1 items-center gap-2.5 rounded-xl border border-border bg-background px-3 py-2 sm:p-3 md:flex-col md:items-start md:gap-2">
                <StepIcon icon={step.icon} trigger={index === 0} />
                <span className="min-w-0">
                  <span className="block font-semibold text-foreground">{step.kind}</span>
                  <span className="block text-xs text-muted-foreground">{step.detail}</span>
                </span>
              </div>
              {index === visual.steps.length - 1 ? null : (
                <span
                  aria-hidden="true"
                  className="hidden w-5 shrink-0 items-center justify-center text-muted-foreground md:flex"
                >
                  <Icon name="chevronRight" className="size-4" />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <div
        className={cn(
          "flex items-baseline justify-between gap-2 text-muted-foreground",
          compact ? "mt-auto pt-3 pb-1.5" : "mt-4 mb-3 text-xs sm:mt-6",
        )}
      >
        <p className="font-semibold">{visual.outcomesLabel}</p>
        <p>{visual.total(runTotal(visual))}</p>
      </div>
      <ul className={cn("grid", compact ? "grid-cols-2 gap-1.5" : "grid-cols-2 gap-2 sm:gap-3")}>
        {visual.outcomes.map((outcome) => {
          const tone = outcomeTone[outcome.tone];
          return (
            <li
              key={outcome.label}
              className={cn(
                "flex items-center gap-2.5 rounded-xl border",
                tone.ring,
                compact ? "px-2 py-1.5" : "p-2.5 sm:p-3",
              )}
            >
              <Icon
                name={tone.icon}
                className={cn("shrink-0", tone.text, compact ? "size-4" : "size-5")}
              />
              <span className="min-w-0">
                <span className="flex items-baseline gap-1.5">
                  <span
                    className={cn(
                      "font-bold text-foreground tabular-nums",
                      compact ? "text-sm" : "text-xl",
                    )}
                  >
                    {outcome.count}
                  </span>
                  <span className="font-medium text-foreground">{outcome.label}</span>
                </span>
                {compact ? null : (
                  <span className="block text-xs text-muted-foreground">{outcome.detail}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </VisualFrame>
  );
}
