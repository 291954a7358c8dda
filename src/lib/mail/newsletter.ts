import "server-only";

import { getDb } from "@/lib/db/client";
import { findSubscriber, markConfirmed, removeSubscriber } from "@/lib/db/newsletter";
import { enqueue } from "@/lib/outbox/queue";
import { kickOutbox } from "@/lib/outbox/worker";
import { getSecret } from "@/lib/security/secrets.mjs";

import { unsubscribedJobs, welcomeJobs } from "./compose";
import {
  checkConfirmToken,
  checkUnsubscribeToken,
  isUnsubscribeTokenShape,
  suppressionHash,
  tokenSubscriberId,
  unsubscribeToken,
} from "./newsletter-links";
import { mailSettings } from "./settings";

/**
 * Following a confirmation link: "confirmed" (now, or already), "expired" (older than 7 days:
 * sign up again for a new link) or "invalid" (forged, or for an address no longer signed up).
 * Confirming sends the welcome message (with its unsubscribe link) and the webhook, in the
 * transaction that records the consent.
 */
export async function confirmSubscription(
  token: string,
  now = new Date(),
): Promise<"confirmed" | "expired" | "invalid"> {
  const id = tokenSubscriberId(token);
  const subscriber = id === null ? undefined : await findSubscriber(id);
  if (!subscriber) return "invalid";
  const secret = getSecret("FORM_SECRET");
  const check = checkConfirmToken(secret, token, subscriber, now.getTime());
  if (check !== "ok") return check;
  if (subscriber.status === "confirmed") return "confirmed";
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    if (!(await markConfirmed(subscriber, suppressionHash(subscriber.email), now, tx)))
      return false;
    const link = unsubscribeToken(secret, subscriber.id, subscriber.email);
    await enqueue(tx, welcomeJobs(subscriber, link, mailSettings(), now));
    return true;
  });
  if (changed) kickOutbox();
  return "confirmed";
}

/**
 * Following an unsubscribe link or its one-click POST: the address is removed and its hash goes
 * on the suppression list. "unsubscribed" also for a link whose subscriber is already gone (a
 * second click), "invalid" for a forged one.
 */
export async function unsubscribe(
  token: string,
  now = new Date(),
): Promise<"unsubscribed" | "invalid"> {
  // An id no subscriber can have (past a PostgreSQL integer) is not looked up: it is unknown.
  const id = tokenSubscriberId(token);
  const subscriber = id === null ? undefined : await findSubscriber(id);
  // The token is checked for an unknown id too (against a stand-in that never matches), so that
  // the work before the answer does not tell whether the id exists.
  const valid = checkUnsubscribeToken(
    getSecret("FORM_SECRET"),
    token,
    subscriber ?? { id: id ?? 0, email: "" },
  );
  if (!subscriber) return isUnsubscribeTokenShape(token) ? "unsubscribed" : "invalid";
  if (!valid) return "invalid";
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    if (!(await removeSubscriber(subscriber, suppressionHash(subscriber.email), tx))) return false;
    await enqueue(tx, unsubscribedJobs(subscriber, mailSettings(), now));
    return true;
  });
  if (removed) kickOutbox();
  return "unsubscribed";
}
