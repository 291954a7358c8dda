"use server";

/**
 * The buttons of the newsletter's confirmation and unsubscribe pages: plain forms (they work
 * without JavaScript) whose token and page language are bound to the action, not sent as
 * fields. Each answers by redirecting to its page, in that language, with the outcome, so a
 * reload does not post again.
 */
import { redirect } from "next/navigation";

import { defaultLocale, isLocale, localizeHref } from "@/config/locales";
import { NEWSLETTER_PATHS } from "@/config/routes";

import { confirmSubscription, unsubscribe } from "./newsletter";

export async function confirmFromLink(locale: string, token: string, _form: FormData) {
  const outcome = await confirmSubscription(token);
  const path = `${NEWSLETTER_PATHS.confirm}?status=${outcome}`;
  redirect(localizeHref(path, isLocale(locale) ? locale : defaultLocale));
}

export async function unsubscribeFromLink(locale: string, token: string, _form: FormData) {
  const outcome = await unsubscribe(token);
  const path = `${NEWSLETTER_PATHS.unsubscribe}?status=${outcome}`;
  redirect(localizeHref(path, isLocale(locale) ? locale : defaultLocale));
}
