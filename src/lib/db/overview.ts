import "server-only";

import { sql } from "drizzle-orm";

import { getDb, type Database } from "./client";

/** How many ISO weeks the overview covers, the current one included. */
const OVERVIEW_WEEKS = 12;

/** The forms the overview counts, in the order of its legend, and live chat conversations. */
export const OVERVIEW_FORMS = [
  "contact",
  "demo",
  "support",
  "waitlist",
  "newsletter",
  "chat",
] as const;
export type OverviewForm = (typeof OVERVIEW_FORMS)[number];

export interface WeekCounts {
  /** The Monday that starts the ISO week, as YYYY-MM-DD (UTC). */
  week: string;
  counts: Record<OverviewForm, number>;
}

type Rows<Row> = { rows: Row[] };

/** The moment the overview is drawn for: the database's clock, or a given one (tests). */
const at = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** The Monday 00:00 UTC that starts the first of the overview's weeks. */
const firstWeek = (now?: Date) =>
  sql`(date_trunc('week', ${at(now)} AT TIME ZONE 'UTC') - make_interval(weeks => ${OVERVIEW_WEEKS - 1}))`;

/**
 * Submissions per ISO week (Monday to Sunday, UTC) and form for the last 12 weeks, the current
 * one included, oldest first, every week present (zero when nothing came). Spam is left out;
 * newsletter sign-ups (which have no status) are counted as they are; live chat conversations
 * count in the week they were started.
 */
export async function weeklySubmissions(now?: Date, db?: Database): Promise<WeekCounts[]> {
  db ??= await getDb();
  const result = (await db.execute(sql`
    WITH weeks AS (
      SELECT generate_series(${firstWeek(now)}, date_trunc('week', ${at(now)} AT TIME ZONE 'UTC'),
        interval '1 week') AS week
    ),
    submissions AS (
      SELECT created_at, kind AS form FROM leads WHERE status <> 'spam'
      UNION ALL SELECT created_at, 'support' FROM support_tickets WHERE status <> 'spam'
      UNION ALL SELECT created_at, 'waitlist' FROM portal_waitlist WHERE status <> 'spam'
      UNION ALL SELECT created_at, 'newsletter' FROM newsletter_subscribers
      UNION ALL SELECT created_at, 'chat' FROM chat_conversations WHERE status <> 'spam'
    ),
    counted AS (
      SELECT date_trunc('week', created_at AT TIME ZONE 'UTC') AS week, form, count(*) AS total
      FROM submissions
      WHERE created_at AT TIME ZONE 'UTC' >= ${firstWeek(now)}
        AND created_at <= ${at(now)}
      GROUP BY 1, 2
    )
    SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week, counted.form, counted.total
    FROM weeks LEFT JOIN counted ON counted.week = weeks.week
    ORDER BY weeks.week`)) as unknown as Rows<{
    week: string;
    form: string | null;
    total: number | string | null;
  }>;
  const weeks = new Map<string, WeekCounts>();
  for (const row of result.rows) {
    let entry = weeks.get(row.week);
    if (!entry) {
      entry = {
        week: row.week,
        counts: Object.fromEntries(OVERVIEW_FORMS.map((form) => [form, 0])) as Record<
          OverviewForm,
          number
        >,
      };
      weeks.set(row.week, entry);
    }
    if (row.form && (OVERVIEW_FORMS as readonly string[]).includes(row.form)) {
      entry.counts[row.form as OverviewForm] = Number(row.total);
    }
  }
  return [...weeks.values()];
}

/**
 * The pages whose forms brought the most leads (contact and demo requests, spam left out) over
 * the same weeks: the top `limit`, most first, ties by page.
 */
export async function topLeadSources(
  now?: Date,
  limit = 10,
  db?: Database,
): Promise<{ page: string; leads: number }[]> {
  db ??= await getDb();
  const result = (await db.execute(sql`
    SELECT source_page AS page, count(*) AS total FROM leads
    WHERE status <> 'spam'
      AND created_at AT TIME ZONE 'UTC' >= ${firstWeek(now)}
      AND created_at <= ${at(now)}
    GROUP BY source_page
    ORDER BY total DESC, source_page
    LIMIT ${limit}`)) as unknown as Rows<{ page: string; total: number | string }>;
  return result.rows.map((row) => ({ page: row.page, leads: Number(row.total) }));
}
