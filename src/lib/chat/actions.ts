"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";

import { CHAT_COOKIE } from "@/config/chat";
import { isLocale, localizeHref, type Locale } from "@/config/locales";
import { CHAT_PATH } from "@/config/routes";
import { copyIn } from "@/lib/i18n/catalogs";

import { failureState, setChatCookie } from "./answers";
import type { ChatFormState } from "./form-state";
import { sendVisitorMessage, startConversation } from "./visitor";

/**
 * The Server Actions of /chat's two forms (the start form and the message box). Without
 * JavaScript the browser posts them to the page and gets the page back: the conversation after
 * a redirect (303), or the form with what to correct.
 */

function conversationHref(locale: Locale): string {
  return `${localizeHref(CHAT_PATH, locale)}#latest`;
}

/** The values a visitor typed, given back with an error (bounded: never a bot's megabytes). */
function typed(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 4000);
  }
  return values;
}

export async function startChat(
  localeInput: string,
  _previous: ChatFormState,
  formData: FormData,
): Promise<ChatFormState> {
  const locale = isLocale(localeInput) ? localeInput : "en";
  const result = await startConversation(formData, await headers());
  if (result.status === "started") {
    await setChatCookie(result.visitorToken);
    redirect(conversationHref(locale));
  }
  // A bot learns nothing: the page as it was.
  if (result.status === "dropped") return { status: "idle" };
  return {
    ...failureState(locale, result),
    values: typed(formData, ["name", "email", "message", "consent"]),
  };
}

export async function sendChatMessage(
  localeInput: string,
  _previous: ChatFormState,
  formData: FormData,
): Promise<ChatFormState> {
  const locale = isLocale(localeInput) ? localeInput : "en";
  const store = await cookies();
  const result = await sendVisitorMessage(
    store.get(CHAT_COOKIE.name)?.value,
    formData,
    await headers(),
  );
  if (result.status === "sent") redirect(conversationHref(locale));
  if (result.status === "no_conversation") {
    store.delete(CHAT_COOKIE.name);
    return { status: "error", message: copyIn(locale, "chat").chatCopy.errors.gone };
  }
  return { ...failureState(locale, result), values: typed(formData, ["message"]) };
}
