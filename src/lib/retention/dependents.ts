import "server-only";

import fs from "node:fs/promises";
import path from "node:path";

import { and, eq, inArray, or, type SQL } from "drizzle-orm";

import type { Database } from "@/lib/db/client";
import {
  chatConversations,
  chatMessages,
  outbox,
  submissionNotes,
  type WORKFLOW_TABLES,
} from "@/lib/db/schema";
import { emlFileName, mailDir } from "@/lib/outbox/deliver";

/**
 * What goes with a submission when it is deleted (by the purge or an erasure): its internal
 * notes and every outbox job about it (queued, failed or sent); a chat conversation's messages.
 * Shared so that both delete the same things.
 */

/** The ids of deleted rows, by table name (the outbox's `source_table`). */
export interface DeletedSources {
  leads: number[];
  support_tickets: number[];
  portal_waitlist: number[];
  newsletter_subscribers: number[];
  /** Live chat conversations (their messages go with them: ON DELETE CASCADE). */
  chat_conversations: number[];
}

/** The notes' name for each table that has notes (src/lib/db/schema.ts `WORKFLOW_TABLES`). */
const NOTES_TABLE = {
  leads: "leads",
  support_tickets: "tickets",
  portal_waitlist: "waitlist",
} as const satisfies Partial<Record<keyof DeletedSources, (typeof WORKFLOW_TABLES)[number]>>;

export const emptySources = (): DeletedSources => ({
  leads: [],
  support_tickets: [],
  portal_waitlist: [],
  newsletter_subscribers: [],
  chat_conversations: [],
});

/** Deletes the notes on these submissions; returns how many. */
export async function deleteNotesOf(db: Database, sources: DeletedSources): Promise<number> {
  const conditions = Object.entries(NOTES_TABLE)
    .filter(([table]) => sources[table as keyof typeof NOTES_TABLE].length > 0)
    .map(([table, notesName]) =>
      and(
        eq(submissionNotes.submissionTable, notesName),
        inArray(submissionNotes.submissionId, sources[table as keyof typeof NOTES_TABLE]),
      ),
    );
  if (conditions.length === 0) return 0;
  const rows = await db
    .delete(submissionNotes)
    .where(or(...conditions))
    .returning({ id: submissionNotes.id });
  return rows.length;
}

/**
 * Deletes the chat conversations `where` selects and their messages (counted: the cascade
 * would delete them unseen); returns the conversations' ids and how many messages went.
 */
export async function deleteConversationsWhere(
  db: Database,
  where: SQL,
): Promise<{ ids: number[]; messages: number }> {
  const ids = (
    await db.select({ id: chatConversations.id }).from(chatConversations).where(where).for("update")
  ).map((row) => row.id);
  if (ids.length === 0) return { ids, messages: 0 };
  const messages = await db
    .delete(chatMessages)
    .where(inArray(chatMessages.conversationId, ids))
    .returning({ id: chatMessages.id });
  await db.delete(chatConversations).where(inArray(chatConversations.id, ids));
  return { ids, messages: messages.length };
}

/** The condition "an outbox job about one of these rows". */
export function jobsAbout(sources: DeletedSources): SQL | undefined {
  const conditions = Object.entries(sources)
    .filter(([, ids]) => ids.length > 0)
    .map(([table, ids]) => and(eq(outbox.sourceTable, table), inArray(outbox.sourceId, ids)));
  return conditions.length === 0 ? undefined : or(...conditions);
}

/**
 * Deletes the .eml files of deleted email jobs (written when no SMTP server is configured).
 * Called after the transaction commits: a file is never deleted for a job that stays. Returns
 * how many files there were.
 */
export async function removeEmlFiles(messageIds: readonly string[]): Promise<number> {
  const dir = mailDir();
  let removed = 0;
  for (const messageId of messageIds) {
    const file = path.join(dir, emlFileName(messageId));
    if (path.dirname(file) !== dir) continue;
    try {
      await fs.unlink(file);
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}
