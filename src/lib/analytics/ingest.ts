import "server-only";

import crypto from "node:crypto";

import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import { analyticsDailyPages, analyticsSalts, analyticsVisits } from "@/lib/db/schema";

import type { PageView, Viewer } from "./page-view";

/**
 * Page views reach the database off the request path: server.mjs hands each counted response to
 * enqueuePageView (through src/lib/analytics/meeting.mjs) and goes on; a timer writes what has
 * queued every FLUSH_MS in one transaction. Every instance's writes take one advisory lock, so
 * two instances sharing PostgreSQL never open two visits for one visitor.
 */
export const ANALYTICS_LOCK_ID = 7_243_036;
/** A visit ends after this long without a page view. */
export const VISIT_GAP_MS = 30 * 60_000;
const FLUSH_MS = 2_000;
/** Views held while the database cannot be written; the oldest go first beyond it. */
const MAX_QUEUED = 20_000;
const BATCH_MAX = 2_000;
/** The length of a stored visitor key (hex of a truncated HMAC-SHA-256). */
const KEY_LENGTH = 32;

const queue: PageView[] = [];
let timer: NodeJS.Timeout | null = null;
let flushing: Promise<void> = Promise.resolve();
let droppedSinceLog = 0;

/** The UTC day of an instant, YYYY-MM-DD: visits, salts and rollups are kept by it. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Queues a counted view; the next flush, at most FLUSH_MS later, writes it. */
export function enqueuePageView(view: PageView): void {
  if (queue.length >= MAX_QUEUED) {
    queue.shift();
    droppedSinceLog += 1;
  }
  queue.push(view);
  if (!timer) {
    timer = setTimeout(() => {
      timer = null;
      void flushPageViews();
    }, FLUSH_MS);
    timer.unref();
  }
}

/** Writes every queued view now (a submission's attribution and the shutdown wait for it). */
export function flushPageViews(): Promise<void> {
  flushing = flushing.then(async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_MAX);
      try {
        const db = await getDb();
        await db.transaction((tx) => writePageViews(tx as unknown as Database, batch));
      } catch (error) {
        // Kept for the next flush (within the bound), and said once per failure.
        queue.unshift(...batch.slice(0, MAX_QUEUED - queue.length));
        console.error("[analytics] page views not written yet:", error);
        break;
      }
    }
    if (droppedSinceLog > 0) {
      console.warn(`[analytics] ${droppedSinceLog} page views dropped: the queue was full`);
      droppedSinceLog = 0;
    }
  });
  return flushing;
}

/** Writes one view at once, in a transaction of its own (a prerendered page's activation). */
export async function recordPageView(view: PageView): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => writePageViews(tx as unknown as Database, [view]));
}

/** Stops the timer and writes what is queued (the server's shutdown). */
export async function stopPageViews(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  await flushPageViews();
}

/**
 * The salt of a day, made by the first instance that needs it: every instance then reads the
 * same one. Deleted two days later (src/lib/analytics/rollup.ts). Read once per day and batch,
 * never cached: a salt deleted is never used again.
 */
async function saltOf(db: Database, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: crypto.randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`No analytics salt for ${day}`);
  return row.salt;
}

/** The visitor key: a keyed hash of the day's salt, the address, the user agent and the host. */
export function visitorKey(salt: string, viewer: Viewer): string {
  return crypto
    .createHmac("sha256", salt)
    .update(`${viewer.ip}\n${viewer.userAgent}\n${viewer.host}`)
    .digest("hex")
    .slice(0, KEY_LENGTH);
}

interface OpenVisit {
  id: number | null;
  startedAt: Date;
  lastSeen: Date;
  /**
   * A stored visit's earliest view in this batch: another instance may have written a later
   * view of the visit first, and the visit's entry is its earliest view.
   */
  earliest: PageView | null;
  /** Views this batch adds to it. */
  added: number;
  row: typeof analyticsVisits.$inferInsert | null;
}

/**
 * Writes a batch of views through `db` (a transaction): the day's page counts, and each keyed
 * view into its visitor's open visit (a view within VISIT_GAP_MS of the last) or a new visit
 * that records where it began and came from.
 */
export async function writePageViews(db: Database, views: readonly PageView[]): Promise<void> {
  if (views.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(${ANALYTICS_LOCK_ID})`);

  const pages = new Map<string, typeof analyticsDailyPages.$inferInsert>();
  for (const view of views) {
    const day = dayOf(view.at);
    const key = `${day} ${view.path}`;
    const page = pages.get(key);
    if (page) page.views += 1;
    else pages.set(key, { day, path: view.path, locale: view.locale, views: 1 });
  }
  await db
    .insert(analyticsDailyPages)
    .values([...pages.values()])
    .onConflictDoUpdate({
      target: [analyticsDailyPages.day, analyticsDailyPages.path],
      set: { views: sql`${analyticsDailyPages.views} + excluded.views` },
    });

  const keyed: { view: PageView; visitor: string; day: string }[] = [];
  const salts = new Map<string, string>();
  for (const view of views) {
    if (!view.viewer) continue;
    const day = dayOf(view.at);
    let salt = salts.get(day);
    if (!salt) salts.set(day, (salt = await saltOf(db, day)));
    keyed.push({ view, day, visitor: visitorKey(salt, view.viewer) });
  }
  if (keyed.length === 0) return;
  keyed.sort((a, b) => a.view.at.getTime() - b.view.at.getTime());

  const open = new Map<string, OpenVisit>();
  const known: OpenVisit[] = [];
  const latest = await db
    .selectDistinctOn([analyticsVisits.visitor], {
      id: analyticsVisits.id,
      visitor: analyticsVisits.visitor,
      startedAt: analyticsVisits.startedAt,
      lastSeenAt: analyticsVisits.lastSeenAt,
    })
    .from(analyticsVisits)
    .where(
      and(
        inArray(analyticsVisits.visitor, [...new Set(keyed.map((entry) => entry.visitor))]),
        inArray(analyticsVisits.day, [...new Set(keyed.map((entry) => entry.day))]),
      ),
    )
    .orderBy(analyticsVisits.visitor, desc(analyticsVisits.lastSeenAt));
  for (const visit of latest) {
    const stored: OpenVisit = {
      id: visit.id,
      startedAt: visit.startedAt,
      lastSeen: visit.lastSeenAt,
      earliest: null,
      added: 0,
      row: null,
    };
    open.set(visit.visitor, stored);
    known.push(stored);
  }

  const created: OpenVisit[] = [];
  for (const { view, visitor, day } of keyed) {
    const visit = open.get(visitor);
    if (
      visit &&
      view.at.getTime() - visit.lastSeen.getTime() <= VISIT_GAP_MS &&
      visit.startedAt.getTime() - view.at.getTime() <= VISIT_GAP_MS
    ) {
      visit.added += 1;
      if (view.at > visit.lastSeen) visit.lastSeen = view.at;
      if (view.at < visit.startedAt && visit.id !== null && !visit.earliest) visit.earliest = view;
      continue;
    }
    const fresh: OpenVisit = {
      id: null,
      startedAt: view.at,
      lastSeen: view.at,
      earliest: null,
      added: 1,
      row: {
        visitor,
        day,
        startedAt: view.at,
        lastSeenAt: view.at,
        entryPath: view.path,
        referrerHost: view.referrerHost,
        source: view.source,
        medium: view.medium,
        campaign: view.campaign,
        locale: view.locale,
        device: view.device,
      },
    };
    open.set(visitor, fresh);
    created.push(fresh);
  }

  if (created.length > 0) {
    await db
      .insert(analyticsVisits)
      .values(
        created.map((visit) => ({ ...visit.row!, views: visit.added, lastSeenAt: visit.lastSeen })),
      );
  }
  const extended = known.filter((visit) => visit.added > 0);
  if (extended.length > 0) {
    // A view earlier than the stored start gives the visit its entry, referrer and campaign.
    const rows = sql.join(
      extended.map((visit) => {
        const first = visit.earliest;
        return sql`(${visit.id}::integer, ${visit.added}::integer,
          ${visit.lastSeen.toISOString()}::timestamptz,
          ${first ? first.at.toISOString() : null}::timestamptz, ${first?.path ?? null}::text,
          ${first?.referrerHost ?? null}::text, ${first?.source ?? null}::text,
          ${first?.medium ?? null}::text, ${first?.campaign ?? null}::text,
          ${first?.locale ?? null}::text, ${first?.device ?? null}::text)`;
      }),
      sql`, `,
    );
    const earlier = sql`added.first_at is not null and added.first_at < visit.started_at`;
    await db.execute(sql`
      update analytics_visits as visit
      set views = visit.views + added.views,
          last_seen_at = greatest(visit.last_seen_at, added.last_seen),
          started_at = case when ${earlier} then added.first_at else visit.started_at end,
          entry_path = case when ${earlier} then added.entry_path else visit.entry_path end,
          referrer_host = case when ${earlier} then added.referrer_host else visit.referrer_host end,
          source = case when ${earlier} then added.source else visit.source end,
          medium = case when ${earlier} then added.medium else visit.medium end,
          campaign = case when ${earlier} then added.campaign else visit.campaign end,
          locale = case when ${earlier} then added.locale else visit.locale end,
          device = case when ${earlier} then added.device else visit.device end
      from (values ${rows}) as added(id, views, last_seen, first_at, entry_path, referrer_host,
        source, medium, campaign, locale, device)
      where visit.id = added.id`);
  }
}
