import "server-only";

import { asc, eq, sql } from "drizzle-orm";

import { CHAT_EMAIL } from "@/config/chat";
import { getDb, type Database } from "@/lib/db/client";
import { chatConversations, chatMessages } from "@/lib/db/schema";
import { withinAcknowledgementCap } from "@/lib/forms/acknowledgement-cap";
import {
  chatConfirmToken,
  chatReplyToken,
  chatTokenConversationId,
  checkChatConfirmToken,
  checkChatReplyToken,
  type ChatEmailWish,
} from "@/lib/mail/chat-links";
import {
  CHAT_VISITOR_TOPICS,
  chatConfirmationJob,
  chatTranscriptJob,
} from "@/lib/mail/chat-visitor";
import { enqueue } from "@/lib/outbox/queue";
import { kickOutbox } from "@/lib/outbox/worker";
import { getSecret } from "@/lib/security/secrets.mjs";

import { mailedRecently } from "./notify";
import { conversationById, type ChatConversation } from "./store";
import { postVisitorMessage, type ChatSendResult } from "./visitor";

/**
 * The chat by email. Nothing a visitor typed goes to an address that has not shown it is theirs:
 * - asking for the transcript, or to go on by email, mails an unconfirmed address only a signed
 *   confirmation link (chat-links.ts), our words and nothing typed, within the forms' daily cap
 *   of such emails per address and at most one per conversation per interval;
 * - following that link (a page with a button: a mail scanner opening it confirms nothing)
 *   records `email_confirmed_at` and, when the transcript was asked for, queues it;
 * - a confirmed address gets the transcript at once when asked, and the team's answers while
 *   its visitor is away (notify.ts), each with a signed reply link whose page posts the reply
 *   into the conversation (`via = 'email'`), through the same limits as the chat's messages.
 */

const secret = () => getSecret("FORM_SECRET");

/** What asking for email tells the visitor (src/content/chat.ts `chatEmailCopy.request`). */
export type ChatEmailOutcome = "confirmSent" | "transcriptSent" | "continuing" | "wait";

/** The conversation's row, locked until the transaction ends (two requests take turns). */
async function locked(tx: Database, id: number): Promise<ChatConversation | undefined> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .for("update");
  return row;
}

const recently = (tx: Database, id: number, topic: string) =>
  mailedRecently(tx, id, [topic], CHAT_EMAIL.mailIntervalMs);

/** Queues the transcript to the (confirmed) address, unless one went within the interval. */
async function queueTranscript(tx: Database, conversation: ChatConversation): Promise<boolean> {
  if (await recently(tx, conversation.id, CHAT_VISITOR_TOPICS.transcript)) return false;
  const messages = await tx
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id))
    .orderBy(asc(chatMessages.id));
  const token = chatReplyToken(secret(), conversation);
  await enqueue(tx, [chatTranscriptJob(conversation, messages, token)]);
  return true;
}

/**
 * The visitor of `conversation` (their cookie's) asks for the transcript or to go on by email.
 * A conversation marked spam is answered as if a link had gone, and nothing goes.
 */
export async function requestChatEmail(
  conversation: ChatConversation,
  wish: ChatEmailWish,
  now = Date.now(),
): Promise<ChatEmailOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<ChatEmailOutcome> => {
    const current = await locked(tx, conversation.id);
    if (!current || current.status === "spam") return "confirmSent";
    if (current.emailConfirmedAt !== null) {
      if (wish === "continue") return "continuing";
      return (await queueTranscript(tx, current)) ? "transcriptSent" : "wait";
    }
    if (await recently(tx, current.id, CHAT_VISITOR_TOPICS.confirmation)) return "wait";
    const token = chatConfirmToken(secret(), current, wish, now);
    // Over the address's daily cap of emails to unconfirmed addresses: told the same, not sent.
    await enqueue(tx, await withinAcknowledgementCap(tx, [chatConfirmationJob(current, token)]));
    return "confirmSent";
  });
  if (outcome === "confirmSent" || outcome === "transcriptSent") kickOutbox();
  return outcome;
}

export type ChatConfirmOutcome = "confirmed" | "expired" | "invalid";

/**
 * Following a confirmation link (its page's button): "confirmed" (now, or already), "expired"
 * or "invalid" (forged, for another address, or a conversation gone or marked spam). Confirming
 * queues the transcript when that is what the visitor asked for, in the same transaction.
 */
export async function confirmChatEmail(
  token: string,
  now = new Date(),
): Promise<ChatConfirmOutcome> {
  const id = chatTokenConversationId(token);
  const conversation = id === null ? undefined : await conversationById(id);
  if (!conversation) return "invalid";
  const check = checkChatConfirmToken(secret(), token, conversation, now.getTime());
  if (check.status !== "ok") return check.status;
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<ChatConfirmOutcome | "queued"> => {
    const current = await locked(tx, conversation.id);
    if (!current || current.status === "spam") return "invalid";
    if (current.emailConfirmedAt === null) {
      await tx
        .update(chatConversations)
        .set({ emailConfirmedAt: sql`now()` })
        .where(eq(chatConversations.id, current.id));
    }
    if (check.value === "transcript" && (await queueTranscript(tx, current))) return "queued";
    return "confirmed";
  });
  if (outcome === "queued") kickOutbox();
  return outcome === "queued" ? "confirmed" : outcome;
}

export type ChatReplyLink =
  { status: "ok"; conversation: ChatConversation } | { status: "expired" | "invalid" };

/**
 * The conversation a reply link opens: only one whose address is confirmed (a reply link is
 * mailed to no other) and not marked spam.
 */
export async function conversationOfReplyLink(
  token: string,
  now = Date.now(),
): Promise<ChatReplyLink> {
  const id = chatTokenConversationId(token);
  const conversation = id === null ? undefined : await conversationById(id);
  if (!conversation) return { status: "invalid" };
  const check = checkChatReplyToken(secret(), token, conversation, now);
  if (check !== "ok") return { status: check };
  if (conversation.emailConfirmedAt === null || conversation.status === "spam") {
    return { status: "invalid" };
  }
  return { status: "ok", conversation };
}

/** A reply posted from a reply link's page: stored `via = 'email'`, like a chat message else. */
export async function replyByLink(
  token: string,
  formData: FormData,
  headers: Headers,
): Promise<ChatSendResult> {
  const link = await conversationOfReplyLink(token);
  if (link.status !== "ok") return { status: "no_conversation" };
  return postVisitorMessage(link.conversation, formData, headers, "email");
}
