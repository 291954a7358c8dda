import "server-only";

import { and, desc, eq, lt, or, sql } from "drizzle-orm";

import {
  RATE_LIMIT_WINDOW_MAX_MS,
  RETENTION,
  retentionCutoff,
  type RetentionKey,
} from "@/config/retention";
import { recordAudit } from "@/lib/db/audit";
import { getDb, type Database } from "@/lib/db/client";
import {
  adminSessions,
  auditLog,
  chatConversations,
  leads,
  newsletterSubscribers,
  outbox,
  portalWaitlist,
  rateLimitBuckets,
  supportTickets,
  usedFormTokens,
} from "@/lib/db/schema";
import { scrubDeletedRows } from "@/lib/db/scrub";

import {
  deleteConversationsWhere,
  deleteNotesOf,
  emptySources,
  jobsAbout,
  removeEmlFiles,
} from "./dependents";

/**
 * The purge: deletes what is past its retention period (src/config/retention.ts), as of `now`.
 * A pure function of that clock, so it is tested with a fake one. One transaction: the rows,
 * their notes and outbox jobs, the expired security records, the aged audit entries, and one
 * `retention.purge` audit entry with the counts per table (no personal data); the .eml files of
 * the deleted email jobs after it commits, then the scrub (src/lib/db/scrub.ts), which removes
 * the deleted rows' bytes from the data files and the WAL. Every purge that runs scrubs, even
 * one that deleted nothing: that is what finishes an erasure whose process died between its
 * commit and its own scrub (the server's first purge runs a few minutes after it starts). On
 * PostgreSQL one instance at a time: a purge that finds another holding the lock does nothing
 * and says so.
 */

/** Counts per table (the audit entry's detail and the command's summary). */
export interface PurgeCounts {
  leads: number;
  support_tickets: number;
  portal_waitlist: number;
  chat_conversations: number;
  chat_messages: number;
  newsletter_subscribers: number;
  submission_notes: number;
  outbox: number;
  eml_files: number;
  rate_limit_buckets: number;
  admin_sessions: number;
  used_form_tokens: number;
  audit_log: number;
}

export type PurgeTrigger = "schedule" | "command" | "inbox";

export type PurgeResult =
  { ran: true; dryRun: boolean; now: Date; counts: PurgeCounts } | { ran: false; reason: "locked" };

/** Any number will do as long as nothing else in the database uses it for a lock. */
const PURGE_LOCK_ID = 7_243_018;

class DryRun extends Error {
  constructor(readonly counts: PurgeCounts) {
    super("dry run: rolled back");
  }
}

const cutoff = (now: Date, key: RetentionKey) => retentionCutoff(now, RETENTION[key]);

async function purgeRows(
  tx: Database,
  now: Date,
): Promise<{ counts: PurgeCounts; messageIds: string[] }> {
  const sources = emptySources();
  sources.leads = (
    await tx
      .delete(leads)
      .where(lt(leads.lastActivityAt, cutoff(now, "leads")))
      .returning({ id: leads.id })
  ).map((row) => row.id);
  // Closed, or last touched: the later of the two (a reopened ticket counts from its activity).
  const ticketsCutoff = cutoff(now, "tickets").toISOString();
  sources.support_tickets = (
    await tx
      .delete(supportTickets)
      .where(
        sql`greatest(${supportTickets.closedAt}, ${supportTickets.lastActivityAt}) < ${ticketsCutoff}::timestamptz`,
      )
      .returning({ id: supportTickets.id })
  ).map((row) => row.id);
  sources.portal_waitlist = (
    await tx
      .delete(portalWaitlist)
      .where(lt(portalWaitlist.createdAt, cutoff(now, "waitlist")))
      .returning({ id: portalWaitlist.id })
  ).map((row) => row.id);
  // A conversation from its last message, either side's (insertMessage moves it).
  const chats = await deleteConversationsWhere(
    tx,
    lt(chatConversations.lastActivityAt, cutoff(now, "chat")),
  );
  sources.chat_conversations = chats.ids;
  sources.newsletter_subscribers = (
    await tx
      .delete(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.status, "pending"),
          lt(newsletterSubscribers.createdAt, cutoff(now, "pendingSignUps")),
        ),
      )
      .returning({ id: newsletterSubscribers.id })
  ).map((row) => row.id);

  const submissionNotes = await deleteNotesOf(tx, sources);
  const outboxCutoff = cutoff(now, "outbox");
  const jobs = await tx
    .delete(outbox)
    .where(
      or(
        jobsAbout(sources),
        and(eq(outbox.status, "sent"), lt(outbox.sentAt, outboxCutoff)),
        and(eq(outbox.status, "failed"), lt(outbox.createdAt, outboxCutoff)),
      ),
    )
    .returning({ channel: outbox.channel, messageId: outbox.messageId });

  const securityCutoff = cutoff(now, "securityRecords");
  const windowsOver = new Date(
    Math.max(now.getTime() - RATE_LIMIT_WINDOW_MAX_MS, securityCutoff.getTime()),
  );
  const buckets = await tx
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStart, windowsOver))
    .returning({ key: rateLimitBuckets.key });
  const sessions = await tx
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.createdAt, securityCutoff)))
    .returning({ tokenHash: adminSessions.tokenHash });
  const tokens = await tx
    .delete(usedFormTokens)
    .where(lt(usedFormTokens.expiresAt, now))
    .returning({ id: usedFormTokens.id });
  const audit = await tx
    .delete(auditLog)
    .where(lt(auditLog.createdAt, cutoff(now, "auditTrail")))
    .returning({ id: auditLog.id });

  const messageIds = jobs.filter((job) => job.channel === "email").map((job) => job.messageId);
  return {
    messageIds,
    counts: {
      leads: sources.leads.length,
      support_tickets: sources.support_tickets.length,
      portal_waitlist: sources.portal_waitlist.length,
      chat_conversations: chats.ids.length,
      chat_messages: chats.messages,
      newsletter_subscribers: sources.newsletter_subscribers.length,
      submission_notes: submissionNotes,
      outbox: jobs.length,
      // Counted after the commit (files of jobs that are gone); a dry run counts the jobs.
      eml_files: messageIds.length,
      rate_limit_buckets: buckets.length,
      admin_sessions: sessions.length,
      used_form_tokens: tokens.length,
      audit_log: audit.length,
    },
  };
}

export async function purge(
  now: Date,
  options: {
    dryRun?: boolean;
    trigger?: PurgeTrigger;
    actor?: { id: number; email: string } | null;
    db?: Database;
  } = {},
): Promise<PurgeResult> {
  const db = options.db ?? (await getDb());
  const dryRun = options.dryRun ?? false;
  let outcome: { counts: PurgeCounts; messageIds: string[] } | null;
  try {
    outcome = await db.transaction(async (tx) => {
      const lock = (await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK_ID}) AS locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!lock.rows[0]?.locked) return null;
      const result = await purgeRows(tx, now);
      if (dryRun) throw new DryRun(result.counts);
      await recordAudit(
        {
          action: "retention.purge",
          actor: options.actor ?? null,
          target: "retention purge",
          // The .eml files are removed after the commit: the entry counts the email jobs.
          detail: {
            trigger: options.trigger ?? "command",
            asOf: now.toISOString(),
            ...result.counts,
          },
        },
        tx,
      );
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return { ran: true, dryRun: true, now, counts: error.counts };
    throw error;
  }
  if (!outcome) return { ran: false, reason: "locked" };
  const emlFiles = await removeEmlFiles(outcome.messageIds);
  await scrubDeletedRows(db);
  return { ran: true, dryRun: false, now, counts: { ...outcome.counts, eml_files: emlFiles } };
}

/** "leads 2, outbox 5" (tables with nothing deleted left out), for logs and the command. */
export function purgeSummary(counts: Partial<PurgeCounts>): string {
  const parts = Object.entries(counts)
    .filter(([, count]) => typeof count === "number" && count > 0)
    .map(([table, count]) => `${table} ${count}`);
  return parts.length > 0 ? parts.join(", ") : "nothing past its period";
}

export type LastPurge = typeof auditLog.$inferSelect;

/** The latest purge's audit entry (the inbox shows its time and counts), if any. */
export async function lastPurge(): Promise<LastPurge | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, "retention.purge"))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row;
}
