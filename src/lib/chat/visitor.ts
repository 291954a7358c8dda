import "server-only";

import crypto from "node:crypto";

import { CHAT_LIMITS } from "@/config/chat";
import { defaultLocale, isLocale, type Locale } from "@/config/locales";
import { CHAT_PATH, isRegisteredPath } from "@/config/routes";
import { attributeSubmission } from "@/lib/analytics/attribution";
import { flushQueuedPageViews } from "@/lib/analytics/flush";
import { viewerOfRequest } from "@/lib/analytics/page-view";
import { getDb } from "@/lib/db/client";
import { hitRateLimit, storeWithToken } from "@/lib/db/queries";
import { hashIp } from "@/lib/forms/client-ip.mjs";
import { checkToken, issueToken } from "@/lib/forms/token";
import { clientHash } from "@/lib/forms/visitor-token.mjs";
import { copyIn } from "@/lib/i18n/catalogs";
import { kickOutbox } from "@/lib/outbox/worker";
import { emailKeyHash } from "@/lib/security/keyed-hash";
import { getSecret } from "@/lib/security/secrets.mjs";
import { consent, fieldSchemas } from "@/lib/validation/field-schemas";

import { notifyConversationStarted, notifyVisitorMessage } from "./notify";
import {
  conversationByTokenHash,
  insertConversation,
  insertMessage,
  teamOnlineCount,
  unansweredCount,
  type ChatConversation,
  type ChatMessage,
} from "./store";

/**
 * The visitor's side of the chat: starting a conversation (name, email, first message, with the
 * forms' time trap and honeypot) and writing in it. The visitor's device holds a random token
 * (the chat cookie); the database only its keyed hash, so a copy of the database opens no one's
 * conversation.
 */

/** The time trap's purpose for the first message, like a form kind's. */
const CHAT_TOKEN_PURPOSE = "chat";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new conversation's token for the visitor's cookie: 256 random bits. */
function newVisitorToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** What the database keeps of a visitor's token. */
function visitorTokenHash(token: string): string {
  return hashIp(`chat:${token}`, getSecret("SESSION_SECRET"));
}

/** The conversation a cookie's token opens, if it is one. */
export async function conversationOfToken(
  token: string | undefined,
): Promise<ChatConversation | undefined> {
  if (!token || !TOKEN_SHAPE.test(token)) return undefined;
  return conversationByTokenHash(visitorTokenHash(token));
}

/** A fresh time-trap token for the first message, bound to the client's address. */
export function chatFormToken(headers: Headers): string {
  return issueToken(getSecret("FORM_SECRET"), CHAT_TOKEN_PURPOSE, clientHash(headers));
}

function localeOf(formData: FormData): Locale {
  const value = formData.get("_locale");
  return isLocale(value) ? value : defaultLocale;
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

function schemas(locale: Locale) {
  const copy = copyIn(locale, "chat").chatCopy.start;
  const build = fieldSchemas(copyIn(locale, "forms/messages").fieldMessages);
  return {
    name: build.text({ label: copy.name, required: true, maxLength: CHAT_LIMITS.name }),
    email: build.email({ label: copy.email, maxLength: CHAT_LIMITS.email }),
    message: build.text({
      label: copy.message,
      type: "textarea",
      required: true,
      maxLength: CHAT_LIMITS.message,
    }),
  };
}

type StartField = "name" | "email" | "message";

export type ChatFailure =
  /** Something to correct: the message of each field. */
  | { status: "invalid"; errors: Partial<Record<StartField, string>> }
  | { status: "rate_limited"; minutes: number }
  | { status: "too_many_conversations" }
  | { status: "unanswered" }
  /** The time trap: press once more (with the fresh token). */
  | { status: "retry"; token: string }
  | { status: "failed" };

export type ChatStartResult =
  | { status: "started"; conversationId: number; visitorToken: string }
  /** A bot (honeypot, forged or replayed token): nothing stored, nothing said. */
  | { status: "dropped" }
  | ChatFailure;

export type ChatSendResult =
  { status: "sent"; message: ChatMessage } | { status: "no_conversation" } | ChatFailure;

function minutesUntil(resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / MINUTE));
}

/** The messages-per-minute limits of a conversation and of the client's address. */
async function messageLimit(conversationId: number, ipHash: string) {
  const [byConversation, byAddress] = await Promise.all([
    hitRateLimit(`chat:message:conversation:${conversationId}`, MINUTE),
    hitRateLimit(`chat:message:ip:${ipHash}`, MINUTE),
  ]);
  const blocked = [
    byConversation.count > CHAT_LIMITS.messagesPerMinutePerConversation ? byConversation : null,
    byAddress.count > CHAT_LIMITS.messagesPerMinutePerAddress ? byAddress : null,
  ].filter((hit) => hit !== null);
  if (blocked.length === 0) return null;
  return {
    status: "rate_limited" as const,
    minutes: minutesUntil(new Date(Math.max(...blocked.map((hit) => hit.resetAt.getTime())))),
  };
}

/**
 * Starts a conversation from the start form's fields (`name`, `email`, `message`, `consent`,
 * `_token`, `_source`, `_locale`, and the honeypot `website`).
 */
export async function startConversation(
  formData: FormData,
  headers: Headers,
): Promise<ChatStartResult> {
  const locale = localeOf(formData);
  const ipHash = clientHash(headers);
  const secret = getSecret("FORM_SECRET");
  if (text(formData, "website").trim() !== "") return { status: "dropped" };
  const given = text(formData, "_token");
  const tokenCheck = checkToken(secret, CHAT_TOKEN_PURPOSE, ipHash, given);

  const fields = schemas(locale);
  const errors: Partial<Record<StartField, string>> = {};
  const values: Partial<Record<StartField, string>> = {};
  for (const name of ["name", "email", "message"] as const) {
    const parsed = fields[name].safeParse(text(formData, name));
    if (parsed.success) values[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message ?? "";
  }
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  if (tokenCheck.status === "invalid" || tokenCheck.status === "too-fast") {
    console.warn(`[chat] time trap (${tokenCheck.status}), conversation dropped`);
    return { status: "dropped" };
  }
  if (tokenCheck.status !== "ok") {
    return { status: "retry", token: issueToken(secret, CHAT_TOKEN_PURPOSE, ipHash) };
  }

  try {
    const [byAddress, byEmail] = await Promise.all([
      hitRateLimit(`chat:start:ip:${ipHash}`, DAY),
      hitRateLimit(`chat:start:email:${emailKeyHash(values.email!)}`, DAY),
    ]);
    if (Math.max(byAddress.count, byEmail.count) > CHAT_LIMITS.conversationsPerDay) {
      return { status: "too_many_conversations" };
    }
    const source = text(formData, "_source");
    const visitorToken = newVisitorToken();
    // The page views this instance still holds are written first, so that the visit that
    // brought the conversation is found (src/lib/analytics/attribution.ts), as for a form.
    await flushQueuedPageViews();
    const stored = await storeWithToken(
      { id: tokenCheck.id, expiresAt: tokenCheck.expiresAt },
      async (db) => {
        // A conversation is not a lead (the team may make one of it): not a conversion.
        const attribution = await attributeSubmission(db, viewerOfRequest(headers), {
          lead: false,
        });
        const started = await insertConversation(db, {
          ...attribution,
          tokenHash: visitorTokenHash(visitorToken),
          name: values.name!,
          email: values.email!,
          consent: consent.parse(formData.get("consent") ?? undefined),
          sourcePage: isRegisteredPath(source) || source === CHAT_PATH ? source : "unknown",
          locale,
          ipHash,
          body: values.message!,
        });
        // The team's email and the webhook, committed with the conversation or not at all.
        await notifyConversationStarted(db, started.conversation, started.message);
        return started;
      },
    );
    if (!stored.spent) {
      console.warn("[chat] time trap (replayed token), conversation dropped");
      return { status: "dropped" };
    }
    kickOutbox();
    return { status: "started", conversationId: stored.result.conversation.id, visitorToken };
  } catch (error) {
    console.error("[chat] could not start a conversation:", error);
    return { status: "failed" };
  }
}

/** A visitor's message in the conversation of their cookie's token (`message`, `_locale`). */
export async function sendVisitorMessage(
  visitorToken: string | undefined,
  formData: FormData,
  headers: Headers,
): Promise<ChatSendResult> {
  let conversation: ChatConversation | undefined;
  try {
    conversation = await conversationOfToken(visitorToken);
  } catch (error) {
    console.error("[chat] could not store a message:", error);
    return { status: "failed" };
  }
  if (!conversation) return { status: "no_conversation" };
  return postVisitorMessage(conversation, formData, headers, "web");
}

/**
 * A visitor's message (`message`, `_locale`) in `conversation`, however they reached it: their
 * cookie ("web") or the signed reply link of an email ("email", src/lib/chat/email.ts). The same
 * length, per-minute and unanswered limits, and the same notifications of the team, either way.
 */
export async function postVisitorMessage(
  conversation: ChatConversation,
  formData: FormData,
  headers: Headers,
  via: ChatMessage["via"],
): Promise<ChatSendResult> {
  const parsed = schemas(localeOf(formData)).message.safeParse(text(formData, "message"));
  if (!parsed.success) {
    return { status: "invalid", errors: { message: parsed.error.issues[0]?.message ?? "" } };
  }
  try {
    const limited = await messageLimit(conversation.id, clientHash(headers));
    if (limited) return limited;
    // Read before the transaction: whether the team is mailed about it (src/lib/chat/notify.ts).
    const teamOnline = await teamOnlineCount();
    const db = await getDb();
    const message = await db.transaction(async (tx) => {
      if ((await unansweredCount(tx, conversation.id)) >= CHAT_LIMITS.unansweredMessages) {
        return null;
      }
      const stored = await insertMessage(tx, {
        conversationId: conversation.id,
        author: "visitor",
        body: parsed.data,
        via,
      });
      await notifyVisitorMessage(tx, stored, teamOnline);
      return stored;
    });
    if (!message) return { status: "unanswered" };
    kickOutbox();
    return { status: "sent", message };
  } catch (error) {
    console.error("[chat] could not store a message:", error);
    return { status: "failed" };
  }
}
