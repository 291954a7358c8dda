import "server-only";

import { defaultLocale, isLocale, type Locale } from "@/config/locales";
import { readFormWithin } from "@/lib/http/bounded-form";
import { BODY_LIMITS } from "@/lib/http/edge.mjs";
import { sameOrigin } from "@/lib/http/same-origin";

import { failureState } from "./answers";
import type { ChatFailure } from "./visitor";

/**
 * What the chat's route handlers (src/app/chat/) share: their answers are never cached nor
 * indexed, and a post is read only from this site's pages, urlencoded, within BODY_LIMITS.chat.
 */
const CHAT_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export function chatJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: CHAT_HEADERS });
}

/**
 * A refused start or message, as the panel shows it (its `message`). When the database failed
 * the post is 503 (nothing was stored: try again), never a 200 a client could take for
 * accepted; what the visitor is to correct or wait for is a 200 saying so.
 */
export function chatFailure(locale: Locale, failure: ChatFailure): Response {
  return chatJson(failureState(locale, failure), failure.status === "failed" ? 503 : 200);
}

/** The post's fields, or the answer that refuses it. */
export async function readChatPost(request: Request): Promise<FormData | Response> {
  if (!sameOrigin(request)) return chatJson({ error: "cross-origin" }, 403);
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    return chatJson({ error: "urlencoded form expected" }, 415);
  }
  const formData = await readFormWithin(request, BODY_LIMITS.chat);
  if (formData === "too-large") return chatJson({ error: "too large" }, 413);
  if (!formData) return chatJson({ error: "unreadable form" }, 400);
  return formData;
}

export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
