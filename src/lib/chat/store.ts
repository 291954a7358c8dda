import "server-only";

import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";

import { CHAT_OFFICE, PRESENCE_TTL_MS } from "@/config/chat";
import type { Locale } from "@/config/locales";
import type { Attribution } from "@/lib/analytics/attribution";
import { getDb, type Database } from "@/lib/db/client";
import { adminUsers, chatConversations, chatMessages, chatPresence } from "@/lib/db/schema";

import { chatAvailability, type ChatAvailability } from "./availability";
import { CHAT_CHANNEL, encodeChatEvent, type ChatEvent } from "./events-codec";

export type ChatConversation = typeof chatConversations.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type ChatStatus = ChatConversation["status"];

/** Tells every instance's listeners, when `db`'s transaction commits (pg_notify). */
async function notify(db: Database, event: ChatEvent): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${encodeChatEvent(event)})`);
}

/** A new conversation, with where the visit that brought it came from (analytics/attribution.ts). */
export interface NewConversation extends Partial<Attribution> {
  tokenHash: string;
  name: string;
  email: string;
  consent: boolean;
  sourcePage: string;
  locale: Locale;
  ipHash: string | null;
  /** The visitor's first message. */
  body: string;
}

/** A conversation and its first message, in `db`'s transaction. */
export async function insertConversation(
  db: Database,
  input: NewConversation,
): Promise<{ conversation: ChatConversation; message: ChatMessage }> {
  const { body, ...fields } = input;
  const [conversation] = await db.insert(chatConversations).values(fields).returning();
  const [message] = await db
    .insert(chatMessages)
    .values({ conversationId: conversation!.id, author: "visitor", body })
    .returning();
  await notify(db, { kind: "message", conversationId: conversation!.id, messageId: message!.id });
  return { conversation: conversation!, message: message! };
}

export interface NewMessage {
  conversationId: number;
  author: ChatMessage["author"];
  authorId?: number | null;
  body: string;
  via?: ChatMessage["via"];
}

/**
 * A message, in `db`'s transaction: the conversation's activity moves, and a visitor writing
 * to a closed conversation opens it again (a spam one stays spam). The conversation's row is
 * updated (locked until commit) before the message's id is drawn: the messages of a
 * conversation then commit in the order of their ids, which a stream resuming "after the last
 * id it sent" relies on. Drawn first, an id could commit after a greater one (the team's reply
 * holding the row while a visitor's message waited for it), and a stream that had sent the
 * greater one never sent it.
 */
export async function insertMessage(db: Database, input: NewMessage): Promise<ChatMessage> {
  await db
    .update(chatConversations)
    .set({
      lastActivityAt: sql`now()`,
      ...(input.author === "visitor"
        ? {
            status: sql`CASE WHEN ${chatConversations.status} = 'closed' THEN 'open' ELSE ${chatConversations.status} END`,
            closedAt: sql`CASE WHEN ${chatConversations.status} = 'closed' THEN NULL ELSE ${chatConversations.closedAt} END`,
          }
        : {}),
    })
    .where(eq(chatConversations.id, input.conversationId));
  const [message] = await db
    .insert(chatMessages)
    .values({
      conversationId: input.conversationId,
      author: input.author,
      authorId: input.authorId ?? null,
      body: input.body,
      via: input.via ?? "web",
    })
    .returning();
  await notify(db, {
    kind: "message",
    conversationId: input.conversationId,
    messageId: message!.id,
  });
  return message!;
}

export async function conversationByTokenHash(
  tokenHash: string,
): Promise<ChatConversation | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.tokenHash, tokenHash));
  return row;
}

export async function conversationById(id: number): Promise<ChatConversation | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

/** A conversation's messages after `afterId`, oldest first (what a stream resumes from). */
export async function messagesAfter(
  conversationId: number,
  afterId = 0,
  limit = 500,
): Promise<ChatMessage[]> {
  const db = await getDb();
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/** Messages the visitor sent since the team last answered (a bound on a silent flood). */
export async function unansweredCount(db: Database, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.author, "visitor"),
        gt(
          chatMessages.id,
          sql`coalesce((SELECT max(id) FROM chat_messages m WHERE m.conversation_id = ${conversationId} AND m.author = 'team'), 0)`,
        ),
      ),
    );
  return Number(row?.total ?? 0);
}

export interface TeamConversation {
  id: number;
  name: string;
  email: string;
  status: ChatStatus;
  locale: Locale;
  assigneeId: number | null;
  assigneeName: string | null;
  leadId: number | null;
  lastActivityAt: Date;
  createdAt: Date;
  unread: number;
  lastMessage: string | null;
}

/** The team's list: conversations in `statuses`, newest activity first, with unread counts. */
export async function teamConversations(
  statuses: readonly ChatStatus[] = ["open"],
  limit = 100,
): Promise<TeamConversation[]> {
  const db = await getDb();
  const unread = sql<number>`(SELECT count(*) FROM chat_messages m WHERE m.conversation_id = ${chatConversations.id} AND m.author = 'visitor' AND m.id > ${chatConversations.teamReadId})`;
  const last = sql<
    string | null
  >`(SELECT body FROM chat_messages m WHERE m.conversation_id = ${chatConversations.id} ORDER BY m.id DESC LIMIT 1)`;
  const rows = await db
    .select({
      id: chatConversations.id,
      name: chatConversations.name,
      email: chatConversations.email,
      status: chatConversations.status,
      locale: chatConversations.locale,
      assigneeId: chatConversations.assigneeId,
      assigneeName: adminUsers.name,
      leadId: chatConversations.leadId,
      lastActivityAt: chatConversations.lastActivityAt,
      createdAt: chatConversations.createdAt,
      unread,
      lastMessage: last,
    })
    .from(chatConversations)
    .leftJoin(adminUsers, eq(adminUsers.id, chatConversations.assigneeId))
    .where(inArray(chatConversations.status, [...statuses]))
    .orderBy(desc(chatConversations.lastActivityAt), desc(chatConversations.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, unread: Number(row.unread) }));
}

/** The team has read the conversation up to `messageId` (never back). */
export async function markRead(conversationId: number, messageId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(chatConversations)
      .set({ teamReadId: messageId })
      .where(
        and(
          eq(chatConversations.id, conversationId),
          sql`${chatConversations.teamReadId} < ${messageId}`,
        ),
      )
      .returning({ id: chatConversations.id });
    if (updated.length > 0) await notify(tx, { kind: "read", conversationId });
  });
}

/** Changes a conversation's status or handler, and tells every instance. */
export async function updateConversation(
  conversationId: number,
  change: { status?: ChatStatus; assigneeId?: number | null; leadId?: number },
  db?: Database,
): Promise<ChatConversation | undefined> {
  const run = async (tx: Database) => {
    const [row] = await tx
      .update(chatConversations)
      .set({
        ...change,
        ...(change.status === "closed" ? { closedAt: sql`now()` } : {}),
        ...(change.status === "open" ? { closedAt: null } : {}),
      })
      .where(eq(chatConversations.id, conversationId))
      .returning();
    if (row) await notify(tx, { kind: "conversation", conversationId });
    return row;
  };
  return db ? run(db) : (await getDb()).transaction(run);
}

/** A team member's sign of life on the chat page (presence). */
export async function touchPresence(userId: number, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  const [before] = await db
    .select({ seenAt: chatPresence.seenAt })
    .from(chatPresence)
    .where(eq(chatPresence.userId, userId));
  await db
    .insert(chatPresence)
    .values({ userId, seenAt: now })
    .onConflictDoUpdate({ target: chatPresence.userId, set: { seenAt: now } });
  const wasOnline = before && now.getTime() - before.seenAt.getTime() < PRESENCE_TTL_MS;
  if (!wasOnline) await notify(db, { kind: "presence" });
}

/** How many of the team are online now (their chat page showed a sign of life lately). */
export async function teamOnlineCount(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const since = new Date(now.getTime() - PRESENCE_TTL_MS);
  const [row] = await db
    .select({ total: count() })
    .from(chatPresence)
    .innerJoin(adminUsers, eq(adminUsers.id, chatPresence.userId))
    .where(and(gt(chatPresence.seenAt, since), sql`${adminUsers.disabledAt} IS NULL`));
  return Number(row?.total ?? 0);
}

/**
 * What a visitor is told at `now`: online inside the answering office's hours with someone of the
 * team online, else away (src/lib/chat/availability.ts). One clock for both halves.
 */
export async function availabilityAt(now: Date = new Date()): Promise<ChatAvailability> {
  return chatAvailability(now, await teamOnlineCount(now), CHAT_OFFICE);
}

/** A team member left the chat page ("go away"): offline at once, not after the presence TTL. */
export async function leavePresence(userId: number): Promise<void> {
  const db = await getDb();
  const removed = await db
    .delete(chatPresence)
    .where(eq(chatPresence.userId, userId))
    .returning({ userId: chatPresence.userId });
  if (removed.length > 0) await notify(db, { kind: "presence" });
}

/** One conversation with the name of who handles it, for the team's page. */
export async function conversationForTeam(
  conversationId: number,
): Promise<(ChatConversation & { assigneeName: string | null }) | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ conversation: chatConversations, assigneeName: adminUsers.name })
    .from(chatConversations)
    .leftJoin(adminUsers, eq(adminUsers.id, chatConversations.assigneeId))
    .where(eq(chatConversations.id, conversationId));
  return row ? { ...row.conversation, assigneeName: row.assigneeName } : undefined;
}

/** The visitor's messages the team has not read, over every open conversation (the nav's badge). */
export async function teamUnreadTotal(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatConversations.status, "open"),
        eq(chatMessages.author, "visitor"),
        gt(chatMessages.id, chatConversations.teamReadId),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The conversation a lead was made from, if any (a lead's page links back to it). */
export async function conversationOfLead(leadId: number): Promise<number | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.leadId, leadId))
    .limit(1);
  return row?.id;
}
