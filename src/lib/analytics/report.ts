import "server-only";

import { sql, type SQL } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";

import type { DayRange } from "./range";

/**
 * What /admin/analytics reads, from the daily rollups only (analytics_daily_pages,
 * analytics_daily_visits, analytics_daily_totals): a range of a year reads a row per day and
 * kind of arrival, never the raw visits. Days are UTC dates; '' in the rollups means "none".
 */

/** One day's figures. Visitors are counted per day: a visitor key lasts one day. */
export interface DayFigures {
  day: string;
  visitors: number;
  visits: number;
  views: number;
  leads: number;
}

/** The figures the chart can draw, one at a time (the stat cards pick it). */
const CHART_METRICS = ["visitors", "visits", "views", "leads"] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** The metric a query asks for (`metric`), visitors by default. */
export function chartMetricOf(value: string | string[] | undefined): ChartMetric {
  const asked = Array.isArray(value) ? value[0] : value;
  return CHART_METRICS.find((metric) => metric === asked) ?? "visitors";
}

export interface PageViews {
  path: string;
  views: number;
}

/** The ways visits are broken down, each by the rollup's columns that name it. */
export const BREAKDOWNS = {
  "entry-pages": ["entry_path"],
  referrers: ["referrer_host"],
  sources: ["source"],
  campaigns: ["source", "medium", "campaign"],
  languages: ["locale"],
  devices: ["device"],
} as const satisfies Record<string, readonly string[]>;
export type Breakdown = keyof typeof BREAKDOWNS;

/** Visits of one kind and the leads they brought; `keys` in the order of BREAKDOWNS' columns. */
export interface BreakdownRow {
  keys: string[];
  visits: number;
  leads: number;
}

type Rows<Row> = { rows: Row[] };
const rowsOf = async <Row>(db: Database, statement: SQL) =>
  ((await db.execute(statement)) as unknown as Rows<Row>).rows;

const within = (range: DayRange) => sql`day between ${range.from}::date and ${range.to}::date`;

/** Leads ÷ visits, 0 when there was no visit. */
export const conversionOf = (row: { visits: number; leads: number }) =>
  row.visits === 0 ? 0 : row.leads / row.visits;

/** Visitors, visits, page views and leads for every day of the range, oldest first, zeros kept. */
export async function dailyFigures(range: DayRange, db?: Database): Promise<DayFigures[]> {
  db ??= await getDb();
  return rowsOf<DayFigures>(
    db,
    sql`
    with days as (
      select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day
    ),
    totals as (select day, visitors, visits from analytics_daily_totals where ${within(range)}),
    views as (
      select day, sum(views) as views from analytics_daily_pages where ${within(range)} group by day
    ),
    leads as (
      select day, sum(leads) as leads from analytics_daily_visits where ${within(range)}
      group by day
    )
    select days.day::text as day,
           coalesce(totals.visitors, 0)::integer as visitors,
           coalesce(totals.visits, 0)::integer as visits,
           coalesce(views.views, 0)::integer as views,
           coalesce(leads.leads, 0)::integer as leads
    from days
    left join totals using (day)
    left join views using (day)
    left join leads using (day)
    order by days.day`,
  );
}

/** The range's sums of the daily figures (visitors summed per day). */
export function totalsOf(days: readonly DayFigures[]): Omit<DayFigures, "day"> {
  const total = { visitors: 0, visits: 0, views: 0, leads: 0 };
  for (const day of days) {
    total.visitors += day.visitors;
    total.visits += day.visits;
    total.views += day.views;
    total.leads += day.leads;
  }
  return total;
}

/** The most viewed pages of the range, most first (ties by address). */
export async function topPages(
  range: DayRange,
  limit: number,
  db?: Database,
): Promise<PageViews[]> {
  db ??= await getDb();
  return rowsOf<PageViews>(
    db,
    sql`
    select path, sum(views)::integer as views from analytics_daily_pages
    where ${within(range)}
    group by path order by views desc, path limit ${limit}`,
  );
}

/**
 * Visits and leads of the range by `breakdown`, most visits first (ties by more leads, then by
 * name); campaigns are the visits that carry any of source, medium or campaign.
 */
export async function visitBreakdown(
  breakdown: Breakdown,
  range: DayRange,
  limit: number,
  db?: Database,
): Promise<BreakdownRow[]> {
  db ??= await getDb();
  // Column names come from BREAKDOWNS, never from a request.
  const columns: readonly string[] = BREAKDOWNS[breakdown];
  const keys = sql.raw(columns.join(", "));
  const campaignsOnly =
    breakdown === "campaigns" ? sql`and (source <> '' or medium <> '' or campaign <> '')` : sql``;
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`
    select ${keys}, sum(visits)::integer as visits, sum(leads)::integer as leads
    from analytics_daily_visits
    where ${within(range)} ${campaignsOnly}
    group by ${keys}
    order by visits desc, leads desc, ${keys} limit ${limit}`,
  );
  return rows.map((row) => ({
    keys: columns.map((column) => String(row[column])),
    visits: Number(row.visits),
    leads: Number(row.leads),
  }));
}

/** Everything /admin/analytics shows for a range, each list cut at `limit`. */
export async function analyticsReport(range: DayRange, limit: number) {
  const db = await getDb();
  const breakdowns = Object.keys(BREAKDOWNS) as Breakdown[];
  const [days, pages, ...lists] = await Promise.all([
    dailyFigures(range, db),
    topPages(range, limit, db),
    ...breakdowns.map((breakdown) => visitBreakdown(breakdown, range, limit, db)),
  ]);
  return {
    days: days as DayFigures[],
    pages: pages as PageViews[],
    breakdowns: Object.fromEntries(breakdowns.map((key, index) => [key, lists[index]!])) as Record<
      Breakdown,
      BreakdownRow[]
    >,
  };
}
export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;
