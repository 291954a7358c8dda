import { adminAnalyticsCopy } from "@/content/admin-analytics";
import { conversionOf, type ChartMetric, type DayFigures } from "@/lib/analytics/report";
import { cn } from "@/lib/cn";

const copy = adminAnalyticsCopy.stats;
const { number, percent } = adminAnalyticsCopy.format;

const card = "block h-full rounded-xl border bg-card p-4 shadow-sm";

function Figure({ label, hint, value }: { label: string; hint?: string; value: string }) {
  return (
    <>
      <span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
        {hint ? <span className="block font-normal normal-case">{hint}</span> : null}
      </span>
      <span data-stat-value="" className="mt-1 block text-2xl font-bold tabular-nums">
        {value}
      </span>
    </>
  );
}

/**
 * The range's totals, as the dashboards open: one figure a card, each a link that draws its
 * figure on the chart (a plain GET: `metric`), the one drawn marked current; conversion last.
 */
export function StatCards({
  totals,
  metric,
  hrefOf,
}: {
  totals: Omit<DayFigures, "day">;
  metric: ChartMetric;
  hrefOf: (metric: ChartMetric) => string;
}) {
  const metrics: { key: ChartMetric; hint?: string }[] = [
    { key: "visitors", hint: copy.visitorsHint },
    { key: "visits" },
    { key: "views" },
    { key: "leads" },
  ];
  return (
    <ul aria-label={copy.label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {metrics.map(({ key, hint }) => (
        <li key={key} data-stat={key}>
          <a
            href={hrefOf(key)}
            aria-current={key === metric ? "true" : undefined}
            className={cn(
              card,
              "border-border transition-colors hover:border-primary",
              key === metric && "border-primary ring-1 ring-primary",
            )}
          >
            <Figure label={copy[key]} hint={hint} value={number(totals[key])} />
            <span className="sr-only">, {copy.show}</span>
          </a>
        </li>
      ))}
      <li data-stat="conversion" className="col-span-2 sm:col-span-1">
        <div className={cn(card, "border-border")}>
          <Figure
            label={copy.conversion}
            hint={copy.conversionHint}
            value={percent(conversionOf(totals))}
          />
        </div>
      </li>
    </ul>
  );
}
