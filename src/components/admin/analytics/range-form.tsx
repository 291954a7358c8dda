import { adminAnalyticsCopy } from "@/content/admin-analytics";
import { PRESET_DAYS, type DayRange } from "@/lib/analytics/range";
import type { ChartMetric } from "@/lib/analytics/report";
import { cn } from "@/lib/cn";

const copy = adminAnalyticsCopy.range;

const field =
  "h-9 rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The range, chosen by a plain GET form (no script): a preset button sends `days`, which wins;
 * Apply sends the two dates.
 */
export function RangeForm({ range, metric }: { range: DayRange; metric: ChartMetric }) {
  return (
    <form
      method="get"
      action="/admin/analytics"
      aria-label={copy.label}
      className="flex flex-wrap items-end gap-x-4 gap-y-3"
    >
      <input type="hidden" name="metric" value={metric} />
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="sr-only">{copy.presets}</legend>
        {/* On a phone the four presets fill the row without it (each button says it to AT). */}
        <span aria-hidden="true" className="me-1 hidden text-sm text-muted-foreground sm:inline">
          {copy.presets}
        </span>
        {PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="submit"
            name="days"
            value={days}
            aria-current={range.preset === days ? "true" : undefined}
            className={cn(
              "h-9 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted",
              range.preset === days &&
                "border-primary bg-primary text-primary-foreground hover:bg-primary",
            )}
          >
            <span className="sr-only">{copy.presets} </span>
            {copy.preset(days)}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-xs font-medium text-muted-foreground">
          {copy.from}
          <input type="date" name="from" defaultValue={range.from} className={field} />
        </label>
        <label className="grid gap-1 text-xs font-medium text-muted-foreground">
          {copy.to}
          <input type="date" name="to" defaultValue={range.to} className={field} />
        </label>
        <button
          type="submit"
          className="h-9 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted"
        >
          {copy.apply}
        </button>
      </div>
    </form>
  );
}
