import "server-only";

import { count, desc, lt, sql } from "drizzle-orm";

import { getDb, type Database } from "./client";
import {
  leads,
  newsletterSubscribers,
  portalWaitlist,
  supportTickets,
  usedFormTokens,
} from "./schema";

export type NewLead = typeof leads.$inferInsert;
export type NewTicket = typeof supportTickets.$inferInsert;
export type NewWaitlistEntry = typeof portalWaitlist.$inferInsert;

export async function insertLead(lead: NewLead, db?: Database): Promise<number> {
  db ??= await getDb();
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
  return row!.id;
}

export async function insertTicket(ticket: NewTicket, db?: Database): Promise<number> {
  db ??= await getDb();
  const [row] = await db.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
  return row!.id;
}

export async function insertWaitlistEntry(entry: NewWaitlistEntry, db?: Database): Promise<number> {
  db ??= await getDb();
  const [row] = await db.insert(portalWaitlist).values(entry).returning({ id: portalWaitlist.id });
  return row!.id;
}

/**
 * Spends a single-use form token and runs `write` (the submission's insert) in one transaction:
 * the token's record is inserted with ON CONFLICT DO NOTHING, and a token already spent (a
 * replay, or two presses racing) writes nothing and answers `{ spent: false }`. A write that
 * fails rolls the record back with it, so the visitor may press again with the same token.
 * Records of tokens past their life are pruned on the way.
 */
export async function storeWithToken<T>(
  token: { id: string; expiresAt: Date },
  write: (db: Database) => Promise<T>,
): Promise<{ spent: true; result: T } | { spent: false }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.delete(usedFormTokens).where(lt(usedFormTokens.expiresAt, new Date()));
    const inserted = await tx
      .insert(usedFormTokens)
      .values(token)
      .onConflictDoNothing()
      .returning({ id: usedFormTokens.id });
    if (inserted.length === 0) return { spent: false } as const;
    return { spent: true, result: await write(tx) } as const;
  });
}

/**
 * One more hit of `key`'s window, in one INSERT ... ON CONFLICT DO UPDATE: a new window when the
 * last one has ended, else the count plus one; with `max`, only while the window has fewer
 * (PostgreSQL checks the WHERE on the locked, latest row). Null when `max` refused the hit.
 */
async function upsertHit(
  db: Database,
  key: string,
  windowMs: number,
  max?: number,
): Promise<{ count: number; resetAt: Date; windowId: string } | null> {
  const ended = sql`b.window_start <= now() - make_interval(secs => ${windowMs / 1000})`;
  const result = (await db.execute(sql`
    INSERT INTO rate_limit_buckets AS b (key, window_start, count)
    VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${ended} THEN 1 ELSE b.count + 1 END,
      window_start = CASE WHEN ${ended} THEN now() ELSE b.window_start END
    ${max === undefined ? sql`` : sql`WHERE ${ended} OR b.count < ${max}`}
    RETURNING count, window_start, window_start::text AS window_id`)) as unknown as {
    rows: { count: number | string; window_start: string | Date; window_id: string }[];
  };
  const row = result.rows[0];
  if (!row) return null;
  return {
    count: Number(row.count),
    resetAt: new Date(new Date(row.window_start).getTime() + windowMs),
    windowId: row.window_id,
  };
}

/**
 * Counts one hit in a fixed window for `key`, atomically in the database so that every
 * server instance shares the count. Returns the count in the current window and when the
 * window ends. Given a transaction (`db`), the hit is counted in it: it holds the key's row
 * until it ends, so a concurrent hit waits and counts after it, and is undone if it rolls back.
 */
export async function hitRateLimit(
  key: string,
  windowMs: number,
  tx?: Database,
): Promise<{ count: number; resetAt: Date }> {
  const hit = (await upsertHit(tx ?? (await getDb()), key, windowMs))!;
  return { count: hit.count, resetAt: hit.resetAt };
}

/** The count of `key`'s current window without counting a hit (0 when it has ended). */
export async function peekRateLimit(
  key: string,
  windowMs: number,
): Promise<{ count: number; resetAt: Date }> {
  const db = await getDb();
  const result = (await db.execute(sql`
    SELECT count, window_start FROM rate_limit_buckets
    WHERE key = ${key} AND window_start > now() - make_interval(secs => ${windowMs / 1000})`)) as unknown as {
    rows: { count: number | string; window_start: string | Date }[];
  };
  const row = result.rows[0];
  if (!row) return { count: 0, resetAt: new Date() };
  return {
    count: Number(row.count),
    resetAt: new Date(new Date(row.window_start).getTime() + windowMs),
  };
}

/** A hit taken by takeRateLimit: the key, and its window's start as PostgreSQL wrote it. */
export interface RateLimitHit {
  key: string;
  window: string;
}

/**
 * Takes one of the `max` hits of `key`'s current window, atomically: one INSERT ... ON CONFLICT
 * DO UPDATE whose WHERE PostgreSQL checks on the locked, latest row, so that of any number of
 * callers at once at most `max` a window get one. A refused caller is not counted and gets the
 * end of the window. For the limits that must hold before slow work (a password check).
 */
export async function takeRateLimit(
  key: string,
  windowMs: number,
  max: number,
): Promise<{ hit: RateLimitHit; count: number; resetAt: Date } | { hit: null; resetAt: Date }> {
  const taken = await upsertHit(await getDb(), key, windowMs, max);
  if (!taken) return { hit: null, resetAt: (await peekRateLimit(key, windowMs)).resetAt };
  return {
    hit: { key, window: taken.windowId },
    count: taken.count,
    resetAt: taken.resetAt,
  };
}

/** Gives back a hit of takeRateLimit, if its window is still the current one. */
export async function giveBackRateLimit(hit: RateLimitHit): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    UPDATE rate_limit_buckets SET count = count - 1
    WHERE key = ${hit.key} AND window_start = ${hit.window}::timestamptz AND count > 0`);
}

/* ---------- Inbox ---------- */

const inboxTables = {
  leads,
  tickets: supportTickets,
  subscribers: newsletterSubscribers,
  waitlist: portalWaitlist,
} as const;

export type InboxTable = keyof typeof inboxTables;
/** One row of an inbox table, as selected. */
export type InboxRow<Table extends InboxTable> = (typeof inboxTables)[Table]["$inferSelect"];

/** The page to show: `page` as a whole number from 1 up to the last page (1 when empty). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.ceil(total / pageSize) || 1);
}

/** One page of an inbox table, newest first; a page past the last one is the last one. */
export async function listInbox(
  table: InboxTable,
  page: number,
  pageSize: number,
): Promise<{ rows: Record<string, unknown>[]; total: number; page: number }> {
  const db = await getDb();
  const source = inboxTables[table];
  const [totalRow] = await db.select({ total: count() }).from(source);
  const total = Number(totalRow?.total ?? 0);
  const shown = clampPage(page, total, pageSize);
  const rows = await db
    .select()
    .from(source)
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(pageSize)
    .offset((shown - 1) * pageSize);
  return { rows: rows as Record<string, unknown>[], total, page: shown };
}

export async function allInboxRows(table: InboxTable): Promise<Record<string, unknown>[]> {
  const db = await getDb();
  const source = inboxTables[table];
  const rows = await db.select().from(source).orderBy(desc(source.createdAt), desc(source.id));
  return rows as Record<string, unknown>[];
}
