"use server";

/**
 * The Server Actions of the chat by email (src/lib/chat/email.ts): /chat's "Continue by email"
 * form, the confirmation link's button and the reply link's message box. Plain forms: without
 * JavaScript the browser posts them and gets the page back, after a redirect (303) or with what
 * to correct. A link's token and the page's language are bound to the action, not sent as fields.
 */
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";

import { CHAT_COOKIE } from "@/config/chat";
import { defaultLocale, isLocale, localizeHref, type Locale } from "@/config/locales";
import { CHAT_EMAIL_PATHS, CHAT_PATH } from "@/config/routes";
import { copyIn } from "@/lib/i18n/catalogs";

import { failureState } from "./answers";
import { confirmChatEmail, replyByLink, requestChatEmail, type ChatEmailOutcome } from "./email";
import type { ChatFormState } from "./form-state";
import { conversationOfToken } from "./visitor";

const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

/** What /chat says after its "Continue by email" form (`?email=`): chatEmailCopy.request. */
type ChatEmailNotice = ChatEmailOutcome | "failed" | "gone";

/** /chat's "Email me the transcript" or "Continue by email" (the pressed button's `wish`). */
export async function requestEmailFromChat(localeInput: string, formData: FormData) {
  const locale = localeOf(localeInput);
  const conversation = await conversationOfToken((await cookies()).get(CHAT_COOKIE.name)?.value);
  const wish = formData.get("wish") === "transcript" ? "transcript" : "continue";
  let notice: ChatEmailNotice = "gone";
  if (conversation) {
    try {
      notice = await requestChatEmail(conversation, wish);
    } catch (error) {
      console.error("[chat] could not answer a request for email:", error);
      notice = "failed";
    }
  }
  redirect(`${localizeHref(CHAT_PATH, locale)}?email=${notice}#chat-email`);
}

/** The confirmation link's button: its page again, with the outcome. */
export async function confirmChatFromLink(localeInput: string, token: string, _form: FormData) {
  const outcome = await confirmChatEmail(token);
  redirect(localizeHref(`${CHAT_EMAIL_PATHS.confirm}?status=${outcome}`, localeOf(localeInput)));
}

/** The reply link's message box: stored `via = 'email'`, then the conversation at its end. */
export async function replyFromLink(
  localeInput: string,
  token: string,
  _previous: ChatFormState,
  formData: FormData,
): Promise<ChatFormState> {
  const locale = localeOf(localeInput);
  const result = await replyByLink(token, formData, await headers());
  if (result.status === "sent") {
    const page = `${CHAT_EMAIL_PATHS.reply}?t=${encodeURIComponent(token)}`;
    redirect(`${localizeHref(page, locale)}#latest`);
  }
  if (result.status === "no_conversation") {
    return { status: "error", message: copyIn(locale, "chat").chatCopy.errors.gone };
  }
  const message = formData.get("message");
  return {
    ...failureState(locale, result),
    values: typeof message === "string" ? { message: message.slice(0, 4000) } : {},
  };
}
