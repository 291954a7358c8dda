import "server-only";

import { getTableName, sql } from "drizzle-orm";

import { getDb, type Database } from "./client";
import {
  adminSessions,
  auditLog,
  chatConversations,
  chatMessages,
  leads,
  newsletterSubscribers,
  newsletterSuppressions,
  outbox,
  portalWaitlist,
  rateLimitBuckets,
  submissionNotes,
  supportTickets,
  usedFormTokens,
} from "./schema";

/**
 * The scrub: after an erasure or a purge, the deleted rows' bytes leave the data directory.
 * A DELETE only marks a row dead: its bytes stay in the table's and its indexes' pages (a plain
 * VACUUM frees the space but does not overwrite it) and in the WAL, where its INSERT was logged.
 * So, after the deleting transaction has committed (VACUUM cannot run inside one):
 * 1. VACUUM FULL on every table an erasure or the purge deletes from: each is rewritten, with
 *    its indexes and TOAST, into new files, and the old files are deleted;
 * 2. pg_switch_wal() and CHECKPOINT (twice: the second also retires the segment the first
 *    one's record is in): the segments holding the old inserts are no longer needed and are
 *    deleted, not recycled, since wal_recycle is off (PGlite: src/lib/db/pglite-settings.mjs;
 *    PostgreSQL: the operator's setting, docs/security.md).
 * Each step that fails (on PostgreSQL CHECKPOINT needs superuser or pg_checkpoint, and
 * pg_switch_wal superuser or a GRANT) is logged as a warning and skipped: an erasure is never
 * undone or failed by it. What the filesystem or an SSD keeps of deleted files, and backups,
 * are out of its reach: docs/security.md.
 */
const SCRUBBED_TABLES = [
  leads,
  supportTickets,
  portalWaitlist,
  chatConversations,
  chatMessages,
  newsletterSubscribers,
  newsletterSuppressions,
  submissionNotes,
  outbox,
  rateLimitBuckets,
  adminSessions,
  usedFormTokens,
  auditLog,
].map((table) => getTableName(table));

export interface ScrubResult {
  /** Every step ran. */
  complete: boolean;
  /** The steps that failed, with the database's reason. */
  skipped: string[];
}

export async function scrubDeletedRows(db?: Database): Promise<ScrubResult> {
  db ??= await getDb();
  const steps = [
    ...SCRUBBED_TABLES.map((table) => `VACUUM FULL "${table}"`),
    "SELECT pg_switch_wal()",
    "CHECKPOINT",
    "CHECKPOINT",
  ];
  const skipped: string[] = [];
  for (const step of steps) {
    try {
      await db.execute(sql.raw(step));
    } catch (error) {
      const cause = (error as Error).cause ?? error;
      skipped.push(`${step}: ${(cause as Error).message ?? String(cause)}`);
    }
  }
  // With recycling on, a retired segment is renamed for reuse, the old records still in it.
  const recycle = (await db
    .execute(sql.raw("SELECT current_setting('wal_recycle') AS recycle"))
    .catch(() => null)) as unknown as { rows: { recycle: string }[] } | null;
  if (recycle?.rows[0]?.recycle !== "off") {
    skipped.push("wal_recycle is not off: the WAL keeps deleted rows in recycled segments");
  }
  if (skipped.length > 0) {
    console.warn(
      `[scrub] deleted rows' bytes may stay in the database's files (WAL or tables) until written over: ${skipped.join("; ")} (what it needs: docs/security.md)`,
    );
  }
  return { complete: skipped.length === 0, skipped };
}
