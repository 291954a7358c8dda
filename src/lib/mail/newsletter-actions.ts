"use server";

/**
 * The buttons of the newsletter's confirmation and unsubscribe pages: plain forms (they work
 * without JavaScript) whose token is bound to the action, not sent as a field. Each answers by
 * redirecting to its page with the outcome, so a reload does not post again.
 */
import { redirect } from "next/navigation";

import { NEWSLETTER_PATHS } from "@/config/routes";

import { confirmSubscription, unsubscribe } from "./newsletter";

export async function confirmFromLink(token: string, _form: FormData) {
  const outcome = await confirmSubscription(token);
  redirect(`${NEWSLETTER_PATHS.confirm}?status=${outcome}`);
}

export async function unsubscribeFromLink(token: string, _form: FormData) {
  const outcome = await unsubscribe(token);
  redirect(`${NEWSLETTER_PATHS.unsubscribe}?status=${outcome}`);
}
