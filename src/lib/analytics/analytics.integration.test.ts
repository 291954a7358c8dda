import fs from "node:fs";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { closeDb, getDb, type Database } from "@/lib/db/client";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { attributeSubmission } from "./attribution";
import { dayOf, writePageViews } from "./ingest";
import type { PageView, Viewer } from "./page-view";
import { rollUpAnalytics } from "./rollup";

// The analytics on a real embedded PostgreSQL (PGlite): scripted traffic written in batches as
// the server writes it, rolled up, attributed to leads, and purged on its periods.

const dataDir = preparedDataDir("cw-analytics-");
let db: Database;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
  db = await getDb();
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.execute(sql`
    truncate analytics_visits, analytics_salts, analytics_daily_pages, analytics_daily_visits,
      analytics_daily_totals`);
});

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36";
const ada: Viewer = { ip: "203.0.113.7", userAgent: CHROME, host: "www.cedarwave.example" };
const bo: Viewer = { ip: "198.51.100.4", userAgent: CHROME, host: "www.cedarwave.example" };

function view(at: string, path: string, viewer: Viewer | null, extra: Partial<PageView> = {}) {
  return {
    at: new Date(at),
    path,
    locale: path.startsWith("/ar") ? "ar" : "en",
    referrerHost: null,
    source: null,
    medium: null,
    campaign: null,
    device: "desktop",
    viewer,
    ...extra,
  } satisfies PageView;
}

const write = (views: PageView[]) =>
  db.transaction((tx) => writePageViews(tx as unknown as Database, views));
const rollUp = (now: string) =>
  db.transaction((tx) => rollUpAnalytics(tx as unknown as Database, new Date(now)));

async function rows<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

describe("page views, visitors and visits", () => {
  it("counts a day's traffic exactly, across batches, gaps and days", async () => {
    const campaign = { source: "google", medium: "cpc", campaign: "spring-launch" };
    // Ada lands from a campaign, reads two more pages (the second in a later batch), comes
    // back 31 minutes after her last view (a second visit, from LinkedIn), and the next day.
    await write([
      view("2026-11-28T10:00:00Z", "/services/automation", ada, {
        ...campaign,
        referrerHost: "google.com",
      }),
      view("2026-11-28T10:05:00Z", "/pricing", ada),
    ]);
    await write([
      view("2026-11-28T10:20:00Z", "/contact", ada),
      view("2026-11-28T10:51:00Z", "/blog", ada, { referrerHost: "linkedin.com" }),
      // Bo reads in Arabic on a phone; a browser that opted out is a view without a visit.
      view("2026-11-28T11:00:00Z", "/ar", bo, { device: "phone" }),
      view("2026-11-28T11:01:00Z", "/ar/pricing", bo, { device: "phone" }),
      view("2026-11-28T11:02:00Z", "/pricing", null),
    ]);
    await write([view("2026-11-29T09:00:00Z", "/pricing", ada)]);
    await rollUp("2026-11-29T12:00:00Z");

    const totals = await rows<{ day: string; visitors: number; visits: number }>(
      sql`select day::text, visitors, visits from analytics_daily_totals order by day`,
    );
    expect(totals).toEqual([
      { day: "2026-11-28", visitors: 2, visits: 3 },
      // The next day's salt makes Ada a new visitor: no key links one day to the next.
      { day: "2026-11-29", visitors: 1, visits: 1 },
    ]);
    const pages = await rows<{ path: string; views: number }>(
      sql`select path, views from analytics_daily_pages where day = '2026-11-28' order by path`,
    );
    expect(pages).toEqual([
      { path: "/ar", views: 1 },
      { path: "/ar/pricing", views: 1 },
      { path: "/blog", views: 1 },
      { path: "/contact", views: 1 },
      { path: "/pricing", views: 2 },
      { path: "/services/automation", views: 1 },
    ]);
    const visits = await rows<Record<string, string | number>>(sql`
      select entry_path, referrer_host, source, medium, campaign, locale, device, visits
      from analytics_daily_visits where day = '2026-11-28' order by entry_path`);
    expect(visits).toEqual([
      {
        entry_path: "/ar",
        referrer_host: "",
        source: "",
        medium: "",
        campaign: "",
        locale: "ar",
        device: "phone",
        visits: 1,
      },
      {
        entry_path: "/blog",
        referrer_host: "linkedin.com",
        source: "",
        medium: "",
        campaign: "",
        locale: "en",
        device: "desktop",
        visits: 1,
      },
      {
        entry_path: "/services/automation",
        referrer_host: "google.com",
        source: "google",
        medium: "cpc",
        campaign: "spring-launch",
        locale: "en",
        device: "desktop",
        visits: 1,
      },
    ]);
    const [first] = await rows<{ views: number }>(
      sql`select views from analytics_visits where entry_path = '/services/automation'`,
    );
    expect(first?.views).toBe(3);
  });

  it("gives a visit its earliest view as entry when another instance wrote a later one first", async () => {
    // Two instances: the second page's view is written before the landing page's.
    await write([view("2026-11-28T11:01:00Z", "/ar/pricing", bo, { device: "phone" })]);
    await write([
      view("2026-11-28T11:00:00Z", "/ar", bo, { device: "phone", referrerHost: "linkedin.com" }),
    ]);
    const visits = await rows<Record<string, unknown>>(sql`
      select entry_path, referrer_host, views, to_char(started_at at time zone 'UTC', 'HH24:MI') as started,
        to_char(last_seen_at at time zone 'UTC', 'HH24:MI') as last_seen
      from analytics_visits`);
    expect(visits).toEqual([
      {
        entry_path: "/ar",
        referrer_host: "linkedin.com",
        views: 2,
        started: "11:00",
        last_seen: "11:01",
      },
    ]);
  });

  it("stores no address or user agent, only a truncated key", async () => {
    await write([view("2026-11-28T10:00:00Z", "/", ada)]);
    const dump = JSON.stringify(await rows(sql`select * from analytics_visits`));
    expect(dump).not.toContain(ada.ip);
    expect(dump).not.toContain("Chrome");
    const [visit] = await rows<{ visitor: string }>(sql`select visitor from analytics_visits`);
    expect(visit?.visitor).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("attribution", () => {
  it("gives a lead its visit's entry page, referrer and campaign, and counts the conversion", async () => {
    await write([
      view("2026-11-28T10:00:00Z", "/services/automation", ada, {
        referrerHost: "google.com",
        source: "google",
        medium: "cpc",
        campaign: "spring-launch",
      }),
      view("2026-11-28T10:02:00Z", "/contact", ada),
      view("2026-11-28T10:03:00Z", "/", bo),
    ]);
    const at = new Date("2026-11-28T10:04:00Z");
    const attribution = await db.transaction((tx) =>
      attributeSubmission(tx as unknown as Database, ada, { lead: true, at }),
    );
    expect(attribution).toEqual({
      entryPath: "/services/automation",
      referrerHost: "google.com",
      campaignSource: "google",
      campaignMedium: "cpc",
      campaignName: "spring-launch",
    });
    // A newsletter sign-up carries its source too, without counting as a lead.
    await attributeSubmission(db, bo, { lead: false, at });
    // A browser that opted out, or a visitor with no visit today: nothing.
    expect(await attributeSubmission(db, null, { lead: true, at })).toMatchObject({
      entryPath: null,
    });
    const stranger = { ...ada, ip: "192.0.2.200" };
    expect(await attributeSubmission(db, stranger, { lead: true, at })).toMatchObject({
      campaignSource: null,
    });

    await rollUp("2026-11-28T12:00:00Z");
    const conversions = await rows<{ entry_path: string; visits: number; leads: number }>(sql`
      select entry_path, visits, leads from analytics_daily_visits order by entry_path`);
    expect(conversions).toEqual([
      { entry_path: "/", visits: 1, leads: 0 },
      { entry_path: "/services/automation", visits: 1, leads: 1 },
    ]);
  });
});

describe("attribution across midnight", () => {
  it("finds yesterday's visit for a lead sent within a visit's gap after midnight, and not later", async () => {
    await write([
      view("2026-11-28T23:50:00Z", "/pricing", ada, { source: "linkedin", campaign: "late" }),
    ]);
    const at = (time: string) => ({ lead: true, at: new Date(time) });
    expect(await attributeSubmission(db, ada, at("2026-11-29T00:10:00Z"))).toMatchObject({
      entryPath: "/pricing",
      campaignSource: "linkedin",
      campaignName: "late",
    });
    expect(await attributeSubmission(db, ada, at("2026-11-29T00:45:00Z"))).toMatchObject({
      entryPath: null,
    });
  });
});

describe("retention", () => {
  it("keeps raw visits and salts for the day and the next, and the counts for their period", async () => {
    await write([view("2026-11-27T10:00:00Z", "/", ada), view("2026-11-28T10:00:00Z", "/", ada)]);
    await rollUp("2026-11-28T23:00:00Z");
    const days = async (table: string) =>
      (await rows<{ day: string }>(sql.raw(`select day::text from ${table} order by day`))).map(
        (row) => row.day,
      );
    expect(await days("analytics_visits")).toEqual(["2026-11-27", "2026-11-28"]);
    expect(await days("analytics_salts")).toEqual(["2026-11-27", "2026-11-28"]);

    await rollUp("2026-11-29T00:30:00Z");
    expect(await days("analytics_visits")).toEqual(["2026-11-28"]);
    expect(await days("analytics_salts")).toEqual(["2026-11-28"]);
    // The counts of the 27th were made whole before its visits went.
    expect(await days("analytics_daily_totals")).toEqual(["2026-11-27", "2026-11-28"]);

    // 25 months on, a day's counts go too.
    await rollUp("2028-12-28T12:00:00Z");
    expect(await days("analytics_daily_totals")).toEqual(["2026-11-28"]);
    expect(await days("analytics_daily_pages")).toEqual(["2026-11-28"]);
    expect(await days("analytics_visits")).toEqual([]);
    expect(dayOf(new Date("2026-11-28T23:59:59Z"))).toBe("2026-11-28");
  });
});
