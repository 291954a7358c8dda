import "server-only";

import { and, eq, gt, sql } from "drizzle-orm";

import { VISITOR_PRESENCE_TTL_MS } from "@/config/chat";
import { getDb, type Database } from "@/lib/db/client";
import { chatConversations } from "@/lib/db/schema";

/**
 * Whether the visitor of a conversation is reading it live: their stream (the panel's, /chat's
 * with JavaScript) marks `visitor_seen_at` when it opens and at each heartbeat, by the
 * database's clock, and clears it when it closes. Only the stream counts: a page without
 * JavaScript sees an answer only when reloaded, so its visitor is mailed it (once confirmed).
 */

/** The visitor's stream is open: a sign of life now. */
export async function touchVisitor(conversationId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(chatConversations)
    .set({ visitorSeenAt: sql`now()` })
    .where(eq(chatConversations.id, conversationId));
}

/**
 * The visitor's stream closed: away at once, not after the TTL. Another of their tabs with a
 * stream still open marks them present again at its next heartbeat.
 */
export async function leaveVisitor(conversationId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(chatConversations)
    .set({ visitorSeenAt: null })
    .where(eq(chatConversations.id, conversationId));
}

/** Whether the visitor's stream showed a sign of life within the TTL (in `db`'s transaction). */
export async function visitorPresent(db: Database, conversationId: number): Promise<boolean> {
  const seconds = VISITOR_PRESENCE_TTL_MS / 1000;
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.id, conversationId),
        gt(chatConversations.visitorSeenAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row !== undefined;
}
