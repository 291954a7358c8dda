import { adminAnalyticsCopy } from "@/content/admin-analytics";
import { rangeQuery, type DayRange } from "@/lib/analytics/range";
import {
  conversionOf,
  totalsOf,
  type AnalyticsReport,
  type Breakdown,
  type ChartMetric,
} from "@/lib/analytics/report";
import { breakdownLabel } from "@/lib/analytics/tables";

import { BreakdownCard } from "./breakdown-card";
import { DailyChart } from "./daily-chart";
import { StatCards } from "./stat-cards";

const copy = adminAnalyticsCopy;

/** The breakdowns in the page's order: where leads come from first. */
const ORDER: Breakdown[] = [
  "entry-pages",
  "sources",
  "campaigns",
  "referrers",
  "languages",
  "devices",
];
/** Those whose lines show leads and conversion (leads ÷ visits). */
const WITH_LEADS = new Set<Breakdown>(["entry-pages", "sources", "campaigns"]);

/** The figures of a range: totals, the chart per day, then every breakdown with its CSV. */
export function AnalyticsDashboard({
  report,
  range,
  metric,
  limit,
}: {
  report: AnalyticsReport;
  range: DayRange;
  metric: ChartMetric;
  limit: number;
}) {
  const csv = (table: string) => `/admin/analytics/export/${table}?${rangeQuery(range)}`;
  return (
    <div className="grid gap-6">
      <StatCards
        totals={totalsOf(report.days)}
        metric={metric}
        hrefOf={(key) => `/admin/analytics?${rangeQuery(range)}&metric=${key}`}
      />
      <section
        aria-labelledby="analytics-daily"
        className="min-w-0 rounded-xl border border-border bg-card p-4 shadow-sm"
      >
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="analytics-daily" className="text-base font-semibold">
            {copy.daily.title}
          </h2>
          <a
            href={csv("daily")}
            download=""
            aria-label={copy.csvLabel(copy.daily.title)}
            className="rounded-md border border-border px-2 py-0.5 text-xs font-medium text-primary hover:bg-muted"
          >
            {copy.csv}
          </a>
        </div>
        <DailyChart days={report.days} metric={metric} from={range.from} to={range.to} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <BreakdownCard
          id="analytics-pages"
          {...copy.tables.pages}
          valueLabel={copy.columns.views}
          lines={report.pages.map((page) => ({ label: page.path, value: page.views }))}
          csvHref={csv("pages")}
          limit={limit}
        />
        {ORDER.map((breakdown) => (
          <BreakdownCard
            key={breakdown}
            id={`analytics-${breakdown}`}
            {...copy.tables[breakdown]}
            valueLabel={copy.columns.visits}
            lines={report.breakdowns[breakdown].map((line) => ({
              label: breakdownLabel(breakdown, line.keys),
              value: line.visits,
              ...(WITH_LEADS.has(breakdown)
                ? { leads: line.leads, conversion: conversionOf(line) }
                : {}),
            }))}
            csvHref={csv(breakdown)}
            limit={limit}
          />
        ))}
      </div>
    </div>
  );
}
