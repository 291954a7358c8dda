import "server-only";

import { and, asc, eq, isNull } from "drizzle-orm";

import { notifyTeamMessage } from "@/lib/chat/notify";
import { insertMessage, updateConversation, type ChatStatus } from "@/lib/chat/store";
import { recordAudit, type AuditAction } from "@/lib/db/audit";
import { getDb, type Database } from "@/lib/db/client";
import { insertLead } from "@/lib/db/queries";
import { adminUsers, chatConversations, chatMessages } from "@/lib/db/schema";
import type { Actor } from "@/lib/db/workflow";

/**
 * What the team does to a conversation from /admin/chat/[id]: answer it, hand it to someone,
 * close, reopen or mark it spam, turn it into a lead. Each runs in one transaction with its
 * entry in the audit trail (the conversation's id and what changed, never a message's text).
 */

const target = (id: number) => `chat_conversations #${id}`;

/** The conversation's row, locked until the transaction ends (two teammates acting at once). */
async function locked(tx: Database, id: number) {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .for("update");
  return row;
}

async function inTransaction<T>(run: (tx: Database) => Promise<T>, db?: Database): Promise<T> {
  db ??= await getDb();
  return db.transaction(run);
}

/**
 * The team's answer, written by `actor` (its message's id), with its notifications
 * (src/lib/chat/notify.ts). Spam is not answered.
 */
export async function replyAsTeam(
  conversationId: number,
  body: string,
  actor: Actor,
  db?: Database,
): Promise<{ messageId: number } | "missing" | "refused"> {
  return inTransaction(async (tx) => {
    const conversation = await locked(tx, conversationId);
    if (!conversation) return "missing";
    if (conversation.status === "spam") return "refused";
    const message = await insertMessage(tx, {
      conversationId,
      author: "team",
      authorId: actor.id,
      body,
    });
    // The webhook, and the visitor's email when they are away: committed with the answer.
    await notifyTeamMessage(tx, message);
    await recordAudit(
      {
        action: "chat.reply",
        actor,
        target: target(conversationId),
        detail: { message: message.id },
      },
      tx,
    );
    return { messageId: message.id };
  }, db);
}

/** Hands the conversation to an enabled account, or to nobody (null). */
export async function assignConversation(
  conversationId: number,
  assigneeId: number | null,
  actor: Actor,
  db?: Database,
): Promise<"done" | "missing" | "refused"> {
  return inTransaction(async (tx) => {
    if (assigneeId !== null) {
      const [account] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, assigneeId), isNull(adminUsers.disabledAt)));
      if (!account) return "refused";
    }
    const conversation = await locked(tx, conversationId);
    if (!conversation) return "missing";
    await updateConversation(conversationId, { assigneeId }, tx);
    await recordAudit(
      {
        action: "chat.assign",
        actor,
        target: target(conversationId),
        detail: { from: conversation.assigneeId, to: assigneeId },
      },
      tx,
    );
    return "done";
  }, db);
}

const STATUS_ACTIONS: Record<ChatStatus, AuditAction> = {
  open: "chat.reopen",
  closed: "chat.close",
  spam: "chat.spam",
};

/** Closes, reopens or marks the conversation spam; the same status again changes nothing. */
export async function setConversationStatus(
  conversationId: number,
  status: ChatStatus,
  actor: Actor,
  db?: Database,
): Promise<"done" | "missing" | "unchanged"> {
  return inTransaction(async (tx) => {
    const conversation = await locked(tx, conversationId);
    if (!conversation) return "missing";
    if (conversation.status === status) return "unchanged";
    await updateConversation(conversationId, { status }, tx);
    await recordAudit(
      {
        action: STATUS_ACTIONS[status],
        actor,
        target: target(conversationId),
        detail: { from: conversation.status, to: status },
      },
      tx,
    );
    return "done";
  }, db);
}

export type LeadOutcome =
  { status: "created" | "exists"; leadId: number } | { status: "missing" | "refused" };

/**
 * Makes a lead ("chat") of the conversation: the visitor's name, email, first message, consent,
 * page and language, handled by whoever handles the conversation; the conversation keeps the
 * lead's id. A conversation already turned into a lead answers with that lead; spam makes none.
 */
export async function turnIntoLead(
  conversationId: number,
  actor: Actor,
  db?: Database,
): Promise<LeadOutcome> {
  return inTransaction(async (tx) => {
    const conversation = await locked(tx, conversationId);
    if (!conversation) return { status: "missing" };
    if (conversation.leadId !== null) return { status: "exists", leadId: conversation.leadId };
    if (conversation.status === "spam") return { status: "refused" };
    const [first] = await tx
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.author, "visitor")),
      )
      .orderBy(asc(chatMessages.id))
      .limit(1);
    const leadId = await insertLead(
      {
        kind: "chat",
        fullName: conversation.name,
        email: conversation.email,
        message: first?.body ?? null,
        consent: conversation.consent,
        sourcePage: conversation.sourcePage,
        locale: conversation.locale,
        ipHash: conversation.ipHash,
        assigneeId: conversation.assigneeId,
        // Where the conversation's visit came from: the lead's source too.
        entryPath: conversation.entryPath,
        referrerHost: conversation.referrerHost,
        campaignSource: conversation.campaignSource,
        campaignMedium: conversation.campaignMedium,
        campaignName: conversation.campaignName,
      },
      tx,
    );
    await updateConversation(conversationId, { leadId }, tx);
    await recordAudit(
      { action: "chat.lead", actor, target: target(conversationId), detail: { lead: leadId } },
      tx,
    );
    return { status: "created", leadId };
  }, db);
}
