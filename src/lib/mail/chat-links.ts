/**
 * The live chat's signed links, mailed to the visitor (src/lib/chat/email.ts). A confirmation
 * link names the conversation, what the visitor asked for (`t`: the transcript, `c`: to go on by
 * email), the time it was made and an HMAC over them and the conversation's address; it passes
 * for CHAT_EMAIL.confirmLinkLifeMs. A reply link names the conversation and its time, with an
 * HMAC of its own purpose; it passes for CHAT_EMAIL.replyLinkLifeMs. Neither can be made for
 * another conversation or address without the secret, nor stand for the other kind; a raw id
 * opens nothing.
 */
import crypto from "node:crypto";

import { CHAT_EMAIL } from "@/config/chat";
import { parseRowId } from "@/lib/db/row-id";

type Purpose = "chat-confirm" | "chat-reply";

/** What a visitor asks for with their address: the transcript, or the conversation by email. */
export type ChatEmailWish = "transcript" | "continue";
const WISH_CODE: Record<ChatEmailWish, string> = { transcript: "t", continue: "c" };

function mac(secret: string, purpose: Purpose, parts: readonly (string | number)[]): string {
  return crypto
    .createHmac("sha256", secret)
    .update([purpose, ...parts].join("\n"))
    .digest("base64url");
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
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
  const match = /^(\d{1,10})\./.exec(token);
  return match ? parseRowId(match[1]) : null;
}

export type ChatLinkCheck<T> = { status: "ok"; value: T } | { status: "expired" | "invalid" };

function checkTime(issuedAt: number, life: number, now: number): "ok" | "expired" {
  return issuedAt > now + 60_000 || now - issuedAt > life ? "expired" : "ok";
}

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
  if (!same(given!, expected)) return { status: "invalid" };
  if (checkTime(issuedAt, CHAT_EMAIL.confirmLinkLifeMs, now) === "expired") {
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
  if (!same(match[3]!, expected)) return "invalid";
  return checkTime(issuedAt, CHAT_EMAIL.replyLinkLifeMs, now);
}
