// The analytics' load benchmark (issue 36), not a timed test: a replay of BENCH_VIEWS (1,000,000)
// page views spread over BENCH_DAYS (60) days, written as the server writes them (batches of up
// to 2,000 views in one transaction: src/lib/analytics/ingest.ts) into the PostgreSQL of
// TEST_DATABASE_URL (scripts/with-postgres.sh starts one), with the rollup run every simulated
// hour as the server runs it (rollup.ts), so the raw visits of each day are deleted two days on.
// Measured: ingest throughput, the rollup's time, the tables' size after the replay, and the time
// of the reports /admin/analytics reads for 30 and 365 days. Prints a Markdown table and writes
// reports/bench-analytics.json. The traffic comes from a seeded generator, the same on every run;
// its last day is today, so that the page's last 30 days hold 30 days of it.
//   npm run bench:analytics     (BENCH_VIEWS, BENCH_DAYS; BENCH_PGPORT moves PostgreSQL: 5482)
import fs from "node:fs";

import { sql } from "drizzle-orm";

import { dayOf, writePageViews } from "../src/lib/analytics/ingest";
import type { Device, PageView } from "../src/lib/analytics/page-view";
import { rollUpAnalytics } from "../src/lib/analytics/rollup";
import { closeDb, getDb, type Database } from "../src/lib/db/client";

const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 60);
const BATCH = 2_000;

if (!process.env.TEST_DATABASE_URL) {
  console.error("bench:analytics needs TEST_DATABASE_URL (run it through npm run bench:analytics)");
  process.exit(1);
}
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Mulberry32: the same traffic on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = generator(36);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const PAGES = [
  "/",
  "/ai-services",
  "/services",
  "/services/automation",
  "/services/conversational-ai",
  "/pricing",
  "/contact",
  "/blog",
  "/help",
  "/docs",
  "/case-studies/atlas-retail",
  "/company-info",
  "/team",
  "/training",
  "/api",
];
const REFERRERS = [
  null,
  null,
  null,
  "google.com",
  "linkedin.com",
  "bing.com",
  "news.ycombinator.com",
];
const CAMPAIGNS = [
  null,
  null,
  null,
  null,
  { source: "google", medium: "cpc", campaign: "spring-launch" },
  { source: "linkedin", medium: "social", campaign: "automation-week" },
  { source: "newsletter", medium: "email", campaign: "november" },
];
const DEVICES: Device[] = ["desktop", "desktop", "phone", "phone", "tablet"];

/** The replay's first day: its last is today (UTC), so the page's 30 days read real counts. */
const FIRST_DAY = (() => {
  const today = new Date();
  return (
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
    (DAYS - 1) * 86_400_000
  );
})();

/** One day's traffic: visitors of 1-8 views each, some coming back after 40 minutes. */
function dayOfTraffic(day: number, count: number): PageView[] {
  const start = FIRST_DAY + day * 86_400_000;
  const views: PageView[] = [];
  let visitor = 0;
  while (views.length < count) {
    visitor += 1;
    const ip = `10.${day % 256}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const viewer = random() < 0.05 ? null : { ip, userAgent: `bench ${visitor}`, host: "bench" };
    const arabic = random() < 0.3;
    const campaign = pick(CAMPAIGNS);
    const referrerHost = campaign ? null : pick(REFERRERS);
    const device = pick(DEVICES);
    let at = start + Math.floor(random() * 86_000_000);
    const length = 1 + Math.floor(random() * 8);
    for (let index = 0; index < length && views.length < count; index += 1) {
      if (at >= start + 86_400_000) break;
      const path = pick(PAGES);
      views.push({
        at: new Date(at),
        path: arabic ? (path === "/" ? "/ar" : `/ar${path}`) : path,
        locale: arabic ? "ar" : "en",
        referrerHost: index === 0 ? referrerHost : null,
        source: index === 0 ? (campaign?.source ?? null) : null,
        medium: index === 0 ? (campaign?.medium ?? null) : null,
        campaign: index === 0 ? (campaign?.campaign ?? null) : null,
        device,
        viewer,
      });
      at += random() < 0.1 ? 40 * 60_000 : 20_000 + Math.floor(random() * 300_000);
    }
  }
  return views.sort((a, b) => a.at.getTime() - b.at.getTime());
}

const transaction = <T>(db: Database, work: (tx: Database) => Promise<T>) =>
  db.transaction((tx) => work(tx as unknown as Database));

async function rows<Row>(db: Database, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

async function main() {
  const db = await getDb();
  let ingestMs = 0;
  let rollupMs = 0;
  let rollups = 0;
  let written = 0;
  const perDay = Math.ceil(VIEWS / DAYS);
  for (let day = 0; day < DAYS; day += 1) {
    const views = dayOfTraffic(day, Math.min(perDay, VIEWS - written));
    // Written hour by hour, each hour's views in batches, then the hour's rollup.
    for (let hour = 0; hour < 24; hour += 1) {
      const hourEnd = FIRST_DAY + day * 86_400_000 + (hour + 1) * 3_600_000;
      const ofHour = views.filter(
        (view) => view.at.getTime() < hourEnd && view.at.getTime() >= hourEnd - 3_600_000,
      );
      for (let index = 0; index < ofHour.length; index += BATCH) {
        const batch = ofHour.slice(index, index + BATCH);
        const started = performance.now();
        await transaction(db, (tx) => writePageViews(tx, batch));
        ingestMs += performance.now() - started;
        written += batch.length;
      }
      const started = performance.now();
      await transaction(db, (tx) => rollUpAnalytics(tx, new Date(hourEnd)));
      rollupMs += performance.now() - started;
      rollups += 1;
    }
    // Leads, as attributeSubmission counts them on their visit: about one visit in a hundred,
    // one in thirty from the spring campaign (deterministic, by the visit's id), so that the
    // page's conversion rates differ as real ones do. Counted by the day's next rollup.
    const leadsStarted = performance.now();
    await db.execute(sql`
      update analytics_visits set leads = 1
      where day = ${dayOf(new Date(FIRST_DAY + day * 86_400_000))}::date
        and (id % 97 = 0 or (campaign = 'spring-launch' and id % 31 = 0))`);
    await transaction(db, (tx) =>
      rollUpAnalytics(tx, new Date(FIRST_DAY + (day + 1) * 86_400_000)),
    );
    rollupMs += performance.now() - leadsStarted;
    rollups += 1;
    if ((day + 1) % 10 === 0) console.log(`  day ${day + 1}: ${written} views written`);
  }

  const tables = [
    "analytics_salts",
    "analytics_visits",
    "analytics_daily_pages",
    "analytics_daily_visits",
    "analytics_daily_totals",
  ];
  const sizes: { table: string; rows: number; bytes: number }[] = [];
  for (const table of tables) {
    const [size] = await rows<{ rows: number; bytes: number }>(
      db,
      sql.raw(`select (select count(*) from ${table})::integer as rows,
                      pg_total_relation_size('${table}')::integer as bytes`),
    );
    sizes.push({ table, ...size! });
  }
  const result = {
    views: written,
    days: DAYS,
    ingestViewsPerSecond: Math.round(written / (ingestMs / 1000)),
    rollupMsMean: Math.round(rollupMs / rollups),
    tables: sizes,
  };
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync("reports/bench-analytics.json", `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n| measure | value |\n|---|---|`);
  console.log(`| page views replayed | ${written.toLocaleString("en")} over ${DAYS} days |`);
  console.log(
    `| ingest throughput | ${result.ingestViewsPerSecond.toLocaleString("en")} views/s |`,
  );
  console.log(`| rollup (hourly, mean) | ${result.rollupMsMean} ms |`);
  for (const table of sizes) {
    console.log(`| ${table.table} | ${table.rows} rows, ${(table.bytes / 1024).toFixed(0)} KB |`);
  }
  await closeDb();
}

await main();
