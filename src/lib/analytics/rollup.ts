import "server-only";

import { sql } from "drizzle-orm";

import { RETENTION, retentionCutoff } from "@/config/retention";
import type { Database } from "@/lib/db/client";

import { ANALYTICS_LOCK_ID, dayOf } from "./ingest";

/** The first day whose raw visits and salt are kept on `now`'s day (today and the day before). */
function firstRawDay(now: Date): string {
  return dayOf(new Date(now.getTime() - (RETENTION.analyticsVisits.amount - 1) * 86_400_000));
}

/**
 * Rolls the raw visits up into the daily counts, then deletes what is past its period, in one
 * transaction through `db`: every day that still has raw visits is counted again from them
 * (visits and leads per entry page, referrer, campaign, language and device; distinct visitors
 * and visits per day), so a day's counts are whole before its raw visits go; raw visits and
 * salts of days before firstRawDay go, and the daily counts older than RETENTION.analytics.
 */
export async function rollUpAnalytics(db: Database, now = new Date()): Promise<void> {
  const keepFrom = firstRawDay(now);
  const countsFrom = dayOf(retentionCutoff(now, RETENTION.analytics));
  await db.execute(sql`select pg_advisory_xact_lock(${ANALYTICS_LOCK_ID})`);
  await db.execute(sql`
    delete from analytics_daily_visits
    where day in (select distinct day from analytics_visits)`);
  await db.execute(sql`
    insert into analytics_daily_visits
      (day, entry_path, referrer_host, source, medium, campaign, locale, device, visits, leads)
    select day, entry_path, coalesce(referrer_host, ''), coalesce(source, ''),
           coalesce(medium, ''), coalesce(campaign, ''), locale, device,
           count(*)::integer, sum(leads)::integer
    from analytics_visits
    group by day, entry_path, coalesce(referrer_host, ''), coalesce(source, ''),
             coalesce(medium, ''), coalesce(campaign, ''), locale, device`);
  await db.execute(sql`
    insert into analytics_daily_totals (day, visitors, visits)
    select day, count(distinct visitor)::integer, count(*)::integer
    from analytics_visits group by day
    on conflict (day) do update set visitors = excluded.visitors, visits = excluded.visits`);
  await db.execute(sql`delete from analytics_visits where day < ${keepFrom}::date`);
  await db.execute(sql`delete from analytics_salts where day < ${keepFrom}::date`);
  await db.execute(sql`delete from analytics_daily_pages where day < ${countsFrom}::date`);
  await db.execute(sql`delete from analytics_daily_visits where day < ${countsFrom}::date`);
  await db.execute(sql`delete from analytics_daily_totals where day < ${countsFrom}::date`);
}
