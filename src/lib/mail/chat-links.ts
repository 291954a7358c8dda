/**
 * The live chat's signed links, mailed to the visitor (src/lib/chat/email.ts). A confirmation
 * link names the conversation, what the visitor asked for (`t`: the transcript, `c`: to go on by
 * email), the time it was made and an HMAC over them and the conversation's address; it passes
 * for CHAT_EMAIL.confirmLinkLifeMs. A reply link names the conversation and its time, with an
 * HMAC of its own purpose; it passes for CHAT_EMAIL.replyLinkLifeMs. Neither can be made for
 * another conversation or address without the secret, nor stand for the other kind; a raw id
 * opens nothing.
 */
import { CHAT_EMAIL } from "@/config/chat";

import { linkExpired, linkMac, linkRowId, sameMac } from "./signed-links";

type Purpose = "chat-confirm" | "chat-reply";

/** What a visitor asks for with their address: the transcript, or the conversation by email. */
export type ChatEmailWish = "transcript" | "continue";
const WISH_CODE: Record<ChatEmailWish, string> = { transcript: "t", continue: "c" };

function mac(secret: string, purpose: Purpose, parts: readonly (string | number)[]): string {
  return linkMac(secret, purpose, parts);
}

interface Owner {
  id: number;
  email: string;
}

export function chatConfirmToken(
  secret: string,
  conversation: Owner,
  wish: ChatEmailWish,
  now = Date.now(),
): string {
  const code = WISH_CODE[wish];
  const { id, email } = conversation;
  return `${id}.${code}.${now}.${mac(secret, "chat-confirm", [id, code, email.toLowerCase(), now])}`;
}

export function chatReplyToken(secret: string, conversation: Owner, now = Date.now()): string {
  const { id, email } = conversation;
  return `${id}.${now}.${mac(secret, "chat-reply", [id, email.toLowerCase(), now])}`;
}

/** The conversation a token names, before it is checked against that conversation's address. */
export function chatTokenConversationId(token: string): number | null {
  return linkRowId(token);
}

export type ChatLinkCheck<T> = { status: "ok"; value: T } | { status: "expired" | "invalid" };

export function checkChatConfirmToken(
  secret: string,
  token: string,
  conversation: Owner,
  now = Date.now(),
): ChatLinkCheck<ChatEmailWish> {
  const match = /^(\d{1,10})\.([tc])\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || Number(match[1]) !== conversation.id) return { status: "invalid" };
  const [, , code, issued, given] = match;
  const issuedAt = Number(issued);
  const expected = mac(secret, "chat-confirm", [
    conversation.id,
    code!,
    conversation.email.toLowerCase(),
    issuedAt,
  ]);
  if (!sameMac(given!, expected)) return { status: "invalid" };
  if (linkExpired(issuedAt, CHAT_EMAIL.confirmLinkLifeMs, now)) {
    return { status: "expired" };
  }
  return { status: "ok", value: code === "t" ? "transcript" : "continue" };
}

export function checkChatReplyToken(
  secret: string,
  token: string,
  conversation: Owner,
  now = Date.now(),
): "ok" | "expired" | "invalid" {
  const match = /^(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || Number(match[1]) !== conversation.id) return "invalid";
  const issuedAt = Number(match[2]);
  const expected = mac(secret, "chat-reply", [
    conversation.id,
    conversation.email.toLowerCase(),
    issuedAt,
  ]);
  if (!sameMac(match[3]!, expected)) return "invalid";
  return linkExpired(issuedAt, CHAT_EMAIL.replyLinkLifeMs, now) ? "expired" : "ok";
}
