import "server-only";

import crypto from "node:crypto";

import { and, count, desc, eq, min, sql } from "drizzle-orm";

import { siteConfig } from "@/config/site";
import { getDb, type Database } from "@/lib/db/client";
import { clampPage } from "@/lib/db/queries";
import { outbox } from "@/lib/db/schema";
import { emailKeyHash } from "@/lib/security/keyed-hash";

import { emailPayloadSchema, webhookPayloadSchema, type NewOutboxJob } from "./jobs";
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from "./retry";

export type OutboxRow = typeof outbox.$inferSelect;

const mailHost = new URL(siteConfig.url).hostname;

/** A job's stable identity: the email's Message-ID, or the webhook-id. */
function newMessageId(channel: NewOutboxJob["channel"]): string {
  const id = crypto.randomUUID();
  return channel === "email" ? `<${id}@${mailHost}>` : `msg_${id.replaceAll("-", "")}`;
}

/** Writes jobs through `db`: the transaction that stores the row they are about. */
export async function enqueue(db: Database, jobs: readonly NewOutboxJob[]): Promise<void> {
  if (jobs.length === 0) return;
  // A job that could never be delivered fails its submission now, not a day of retries later.
  for (const job of jobs) {
    (job.channel === "email" ? emailPayloadSchema : webhookPayloadSchema).parse(job.payload);
  }
  await db.insert(outbox).values(
    jobs.map((job) => ({
      channel: job.channel,
      topic: job.topic,
      messageId: newMessageId(job.channel),
      payload: job.payload,
      sourceTable: job.source?.table ?? null,
      sourceId: job.source?.id ?? null,
      personHash: job.source ? emailKeyHash(job.source.email) : null,
    })),
  );
}

export interface ClaimedJob {
  id: number;
  channel: OutboxRow["channel"];
  topic: string;
  messageId: string;
  payload: unknown;
  /** This claim's attempt number: only the current claimer holds it (see markAttemptFailed). */
  attempts: number;
}

interface ClaimedRow {
  id: number;
  channel: OutboxRow["channel"];
  topic: string;
  message_id: string;
  payload: unknown;
  attempts: number;
}

/**
 * Claims up to `limit` due jobs for this worker: pending ones whose time has come, and "sending"
 * ones whose lease ran out (their worker died). FOR UPDATE SKIP LOCKED lets several instances
 * claim at once without taking the same job; the claim counts an attempt and sets a lease. A
 * job whose worker died during its last allowed attempt is failed instead of claimed forever.
 * Times are the database's clock (`now()`), shared by every instance, unless `now` is given
 * (tests with a fake clock).
 */
export async function claimDue(limit: number, now?: Date): Promise<ClaimedJob[]> {
  const db = await getDb();
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const leaseSeconds = CLAIM_LEASE_MS / 1000;
  await db.execute(sql`
    UPDATE outbox SET status = 'failed', locked_until = NULL,
      last_error = 'The worker stopped during the last attempt'
    WHERE status = 'sending' AND locked_until <= ${at} AND attempts >= ${MAX_ATTEMPTS}`);
  const result = (await db.execute(sql`
    UPDATE outbox SET status = 'sending', attempts = attempts + 1,
      locked_until = ${at} + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM outbox
      WHERE (status = 'pending' AND next_attempt_at <= ${at})
         OR (status = 'sending' AND locked_until <= ${at} AND attempts < ${MAX_ATTEMPTS})
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, channel, topic, message_id, payload, attempts`)) as unknown as {
    rows: ClaimedRow[];
  };
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      channel: row.channel,
      topic: row.topic,
      messageId: row.message_id,
      payload: typeof row.payload === "string" ? (JSON.parse(row.payload) as unknown) : row.payload,
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markSent(id: number, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(outbox.id, id));
}

/**
 * A failed attempt: tried again later, or marked failed after the last attempt (or at once when
 * `final`: a job that can never be delivered as it is). Fenced by the claim's attempt number, so
 * a worker that stalled past its lease cannot undo what the worker that took over did.
 */
export async function markAttemptFailed(
  job: { id: number; attempts: number },
  error: string,
  now: Date = new Date(),
  final = false,
): Promise<"retry" | "failed"> {
  const db = await getDb();
  const delay = final ? null : retryDelayMs(job.attempts);
  await db
    .update(outbox)
    .set(
      delay === null
        ? { status: "failed", lockedUntil: null, lastError: error.slice(0, 2000) }
        : {
            status: "pending",
            lockedUntil: null,
            lastError: error.slice(0, 2000),
            nextAttemptAt: new Date(now.getTime() + delay),
          },
    )
    .where(
      and(eq(outbox.id, job.id), eq(outbox.status, "sending"), eq(outbox.attempts, job.attempts)),
    );
  return delay === null ? "failed" : "retry";
}

/** The team's "try again": a failed job goes back to the queue, due now, with fresh attempts. */
export async function retryJob(id: number, now: Date = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** For /health and the Outbox view: how the queue stands. */
export async function outboxStats(now: Date = new Date()): Promise<{
  pending: number;
  failed: number;
  oldestPendingSeconds: number | null;
}> {
  const db = await getDb();
  const [pending] = await db
    .select({ total: count(), oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(sql`${outbox.status} in ('pending', 'sending')`);
  const [failed] = await db
    .select({ total: count() })
    .from(outbox)
    .where(eq(outbox.status, "failed"));
  const oldest = pending?.oldest ? new Date(pending.oldest) : null;
  return {
    pending: Number(pending?.total ?? 0),
    failed: Number(failed?.total ?? 0),
    oldestPendingSeconds: oldest
      ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
      : null,
  };
}

/** One page of the outbox, newest first. */
export async function listOutbox(
  page: number,
  pageSize: number,
): Promise<{ rows: OutboxRow[]; total: number; page: number }> {
  const db = await getDb();
  const [totalRow] = await db.select({ total: count() }).from(outbox);
  const total = Number(totalRow?.total ?? 0);
  const shown = clampPage(page, total, pageSize);
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(pageSize)
    .offset((shown - 1) * pageSize);
  return { rows, total, page: shown };
}

export async function findOutboxJob(id: number): Promise<OutboxRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
