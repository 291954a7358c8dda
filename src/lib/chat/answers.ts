import "server-only";

import { cookies } from "next/headers";

import { CHAT_COOKIE } from "@/config/chat";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/catalogs";
import { secureCookie } from "@/lib/security/secure-cookie";

import type { ChatFormState } from "./form-state";
import type { ChatMessage } from "./store";
import type { ChatFailure } from "./visitor";

/** What a refused start or message tells the visitor, in their language. */
export function failureState(
  locale: Locale,
  failure: ChatFailure,
): Extract<ChatFormState, { status: "error" }> {
  const { errors } = copyIn(locale, "chat").chatCopy;
  switch (failure.status) {
    case "invalid":
      return {
        status: "error",
        message: Object.values(failure.errors).join(" "),
        errors: failure.errors,
      };
    case "rate_limited":
      return { status: "error", message: errors.rateLimited(failure.minutes) };
    case "too_many_conversations":
      return { status: "error", message: errors.tooManyConversations };
    case "unanswered":
      return { status: "error", message: errors.unanswered };
    case "retry":
      return { status: "error", message: errors.retry, token: failure.token };
    case "failed":
      return { status: "error", message: errors.failed };
  }
}

/** Keeps the new conversation's token on the visitor's device (first-party, HttpOnly). */
export async function setChatCookie(visitorToken: string): Promise<void> {
  (await cookies()).set(CHAT_COOKIE.name, visitorToken, {
    httpOnly: true,
    sameSite: "lax",
    secure: await secureCookie(),
    path: "/",
    maxAge: CHAT_COOKIE.maxAgeSeconds,
  });
}

/** The visitor's chat token from this request's cookie. */
export async function chatCookie(): Promise<string | undefined> {
  return (await cookies()).get(CHAT_COOKIE.name)?.value;
}

/** A message as the visitor's panel and stream have it: never the team member's name or id. */
export interface MessageView {
  id: number;
  author: ChatMessage["author"];
  body: string;
  at: string;
}

export function messageView(message: ChatMessage): MessageView {
  return {
    id: message.id,
    author: message.author,
    body: message.body,
    at: message.createdAt.toISOString(),
  };
}
