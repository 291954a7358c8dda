import "server-only";

import { defaultLocale, isLocale, type Locale } from "@/config/locales";
import { readFormWithin } from "@/lib/http/bounded-form";
import { BODY_LIMITS } from "@/lib/http/edge.mjs";
import { sameOrigin } from "@/lib/http/same-origin";

/**
 * What the chat's route handlers (src/app/chat/) share: their answers are never cached nor
 * indexed, and a post is read only from this site's pages, urlencoded, within BODY_LIMITS.chat.
 */
const CHAT_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export function chatJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: CHAT_HEADERS });
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
