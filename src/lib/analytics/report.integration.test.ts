import fs from "node:fs";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDb, getDb, type Database } from "@/lib/db/client";
import { analyticsDailyPages, analyticsDailyTotals, analyticsDailyVisits } from "@/lib/db/schema";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { rangeOf } from "./range";
import {
  chartMetricOf,
  conversionOf,
  dailyFigures,
  topPages,
  totalsOf,
  visitBreakdown,
} from "./report";
import { breakdownLabel } from "./tables";

// The team's view's queries on a real embedded PostgreSQL (PGlite), over known daily rows.

const dataDir = preparedDataDir("cw-analytics-report-");
let db: Database;

const visit = (
  day: string,
  entryPath: string,
  visits: number,
  leads: number,
  extra: Partial<typeof analyticsDailyVisits.$inferInsert> = {},
) => ({
  day,
  entryPath,
  referrerHost: "",
  source: "",
  medium: "",
  campaign: "",
  locale: "en",
  device: "desktop",
  visits,
  leads,
  ...extra,
});

const spring = { source: "google", medium: "cpc", campaign: "spring-launch" };
const range = rangeOf({ from: "2026-11-27", to: "2026-11-29" }, new Date("2026-11-30T12:00:00Z"));

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
  db = await getDb();
  await db.execute(
    sql`truncate analytics_daily_pages, analytics_daily_visits, analytics_daily_totals`,
  );
  await db.insert(analyticsDailyTotals).values([
    { day: "2026-11-26", visitors: 50, visits: 60 }, // before the range
    { day: "2026-11-27", visitors: 8, visits: 10 },
    { day: "2026-11-29", visitors: 5, visits: 6 },
  ]);
  await db.insert(analyticsDailyPages).values([
    { day: "2026-11-26", path: "/", locale: "en", views: 99 },
    { day: "2026-11-27", path: "/", locale: "en", views: 12 },
    { day: "2026-11-27", path: "/pricing", locale: "en", views: 7 },
    { day: "2026-11-29", path: "/pricing", locale: "en", views: 9 },
    { day: "2026-11-29", path: "/ar", locale: "ar", views: 3 },
  ]);
  await db
    .insert(analyticsDailyVisits)
    .values([
      visit("2026-11-26", "/", 60, 9),
      visit("2026-11-27", "/", 4, 0, { referrerHost: "linkedin.com" }),
      visit("2026-11-27", "/services/automation", 4, 2, { ...spring, referrerHost: "google.com" }),
      visit("2026-11-27", "/ar", 2, 0, { locale: "ar", device: "phone" }),
      visit("2026-11-29", "/services/automation", 2, 1, { ...spring, device: "phone" }),
      visit("2026-11-29", "/pricing", 4, 0, { source: "newsletter", medium: "email" }),
    ]);
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the team's view's report", () => {
  it("gives every day of the range, zeros for a day without traffic, nothing outside it", async () => {
    const days = await dailyFigures(range, db);
    expect(days).toEqual([
      { day: "2026-11-27", visitors: 8, visits: 10, views: 19, leads: 2 },
      { day: "2026-11-28", visitors: 0, visits: 0, views: 0, leads: 0 },
      { day: "2026-11-29", visitors: 5, visits: 6, views: 12, leads: 1 },
    ]);
    expect(totalsOf(days)).toEqual({ visitors: 13, visits: 16, views: 31, leads: 3 });
  });

  it("ranks pages by views and cuts at the limit", async () => {
    expect(await topPages(range, 10, db)).toEqual([
      { path: "/pricing", views: 16 },
      { path: "/", views: 12 },
      { path: "/ar", views: 3 },
    ]);
    expect(await topPages(range, 1, db)).toEqual([{ path: "/pricing", views: 16 }]);
  });

  it("breaks visits down with their leads and conversion rate", async () => {
    const entries = await visitBreakdown("entry-pages", range, 10, db);
    expect(entries).toEqual([
      { keys: ["/services/automation"], visits: 6, leads: 3 },
      { keys: ["/"], visits: 4, leads: 0 },
      { keys: ["/pricing"], visits: 4, leads: 0 },
      { keys: ["/ar"], visits: 2, leads: 0 },
    ]);
    expect(conversionOf(entries[0]!)).toBe(0.5);
    expect(conversionOf({ visits: 0, leads: 0 })).toBe(0);

    expect(await visitBreakdown("campaigns", range, 10, db)).toEqual([
      { keys: ["google", "cpc", "spring-launch"], visits: 6, leads: 3 },
      { keys: ["newsletter", "email", ""], visits: 4, leads: 0 },
    ]);
    expect(await visitBreakdown("sources", range, 10, db)).toEqual([
      { keys: ["google"], visits: 6, leads: 3 },
      { keys: [""], visits: 6, leads: 0 },
      { keys: ["newsletter"], visits: 4, leads: 0 },
    ]);
    expect(await visitBreakdown("referrers", range, 10, db)).toEqual([
      { keys: [""], visits: 8, leads: 1 },
      { keys: ["google.com"], visits: 4, leads: 2 },
      { keys: ["linkedin.com"], visits: 4, leads: 0 },
    ]);
    expect(await visitBreakdown("languages", range, 10, db)).toEqual([
      { keys: ["en"], visits: 14, leads: 3 },
      { keys: ["ar"], visits: 2, leads: 0 },
    ]);
    expect(await visitBreakdown("devices", range, 1, db)).toEqual([
      { keys: ["desktop"], visits: 12, leads: 2 },
    ]);
  });

  it("names what the page shows: the chart's metric, none, languages and devices", () => {
    expect(chartMetricOf(undefined)).toBe("visitors");
    expect(chartMetricOf(["views", "leads"])).toBe("views");
    expect(chartMetricOf("drop table")).toBe("visitors");
    expect(breakdownLabel("campaigns", ["newsletter", "email", ""])).toBe(
      "newsletter / email / none",
    );
    expect(breakdownLabel("referrers", [""])).toBe("Direct or unknown");
    expect(breakdownLabel("languages", ["ar"])).toBe("Arabic");
    expect(breakdownLabel("devices", ["phone"])).toBe("Phone");
    expect(breakdownLabel("entry-pages", ["/pricing"])).toBe("/pricing");
  });
});
