import { AnalyticsDashboard } from "@/components/admin/analytics/analytics-dashboard";
import { LinkBuilder } from "@/components/admin/analytics/link-builder";
import { RangeForm } from "@/components/admin/analytics/range-form";
import { InboxHeader } from "@/components/admin/inbox-header";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { routes } from "@/config/routes";
import { adminCopy } from "@/content/admin";
import { adminAnalyticsCopy as copy } from "@/content/admin-analytics";
import { adminAccess } from "@/lib/admin/auth";
import { rollUpNow } from "@/lib/analytics/count";
import { rangeOf } from "@/lib/analytics/range";
import { analyticsReport, chartMetricOf } from "@/lib/analytics/report";
import { isDatabaseUnavailable } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

/** How many lines each breakdown shows (its CSV has them all). */
const LIMIT = 10;

type Query = Record<string, string | string[] | undefined>;
const text = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * The team's view of the first-party analytics: the range's figures from the daily rollups,
 * brought up to date first (a failed rollup only leaves today's figures behind), and the
 * campaign link builder.
 */
export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;
  const query = await searchParams;
  const range = rangeOf(query);
  const metric = chartMetricOf(query.metric);
  const current = await rollUpNow().then(
    () => true,
    (error: unknown) => {
      console.error("[admin] analytics rollup failed:", error);
      return false;
    },
  );
  const report = await analyticsReport(range, LIMIT).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] analytics query failed:", error);
    return null;
  });
  return (
    <section>
      <InboxHeader user={access.user} current="analytics" title={copy.title} />
      <p className="mb-5 text-sm text-muted-foreground">{copy.counted}</p>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <RangeForm range={range} metric={metric} />
        <p className="text-sm font-medium" data-range={`${range.from}/${range.to}`}>
          {copy.range.showing(range.from, range.to, range.days)}
        </p>
      </div>
      {current ? null : (
        <p role="status" className="mb-4 text-sm text-foreground">
          {copy.unavailable}
        </p>
      )}
      {report ? (
        <AnalyticsDashboard report={report} range={range} metric={metric} limit={LIMIT} />
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
      <div className="mt-6">
        <LinkBuilder
          range={range}
          metric={metric}
          pages={routes.map((route) => route.path)}
          input={{
            page: text(query.page),
            source: text(query.utm_source),
            medium: text(query.utm_medium),
            campaign: text(query.utm_campaign),
          }}
        />
      </div>
    </section>
  );
}
