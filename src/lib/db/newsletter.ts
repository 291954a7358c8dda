import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Locale } from "@/config/locales";
import type { Attribution } from "@/lib/analytics/attribution";

import { getDb, type Database } from "./client";
import { newsletterSubscribers, newsletterSuppressions } from "./schema";

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

/**
 * A sign-up: a new address is stored as pending; an address already there is returned as it is
 * (pending: its confirmation may be sent again, in the language of this sign-up, which it now
 * keeps; confirmed: nothing to do). Emails are stored in lower case, unique.
 */
export async function signUp(
  entry: {
    email: string;
    sourcePage: string;
    locale?: Locale;
    ipHash: string | null;
  } & Partial<Attribution>,
  db?: Database,
): Promise<{ subscriber: Subscriber; created: boolean }> {
  db ??= await getDb();
  const email = entry.email.toLowerCase();
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ ...entry, email, status: "pending" })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { subscriber: inserted, created: true };
  const [existing] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
  if (entry.locale && existing!.status === "pending" && existing!.locale !== entry.locale) {
    const [updated] = await db
      .update(newsletterSubscribers)
      .set({ locale: entry.locale })
      .where(eq(newsletterSubscribers.id, existing!.id))
      .returning();
    return { subscriber: updated ?? existing!, created: false };
  }
  return { subscriber: existing!, created: false };
}

export async function findSubscriber(id: number, db?: Database): Promise<Subscriber | undefined> {
  db ??= await getDb();
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row;
}

/** Pending → confirmed, with the time of consent; the address leaves the suppression list. */
export async function markConfirmed(
  subscriber: Subscriber,
  suppressionHash: string,
  now: Date,
  db: Database,
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: now })
    .where(
      sql`${newsletterSubscribers.id} = ${subscriber.id} and ${newsletterSubscribers.status} = 'pending'`,
    )
    .returning({ id: newsletterSubscribers.id });
  if (rows.length === 0) return false;
  await db
    .delete(newsletterSuppressions)
    .where(eq(newsletterSuppressions.emailHash, suppressionHash));
  return true;
}

/** Unsubscribes: the row is deleted and the address's hash kept on the suppression list. */
export async function removeSubscriber(
  subscriber: Subscriber,
  suppressionHash: string,
  db: Database,
): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriber.id))
    .returning({ id: newsletterSubscribers.id });
  if (rows.length === 0) return false;
  await db
    .insert(newsletterSuppressions)
    .values({ emailHash: suppressionHash })
    .onConflictDoNothing();
  return true;
}

/** The confirmed subscribers, oldest first: what a mailing service may import. */
export async function confirmedSubscribers(): Promise<Pick<Subscriber, "email" | "confirmedAt">[]> {
  const db = await getDb();
  return db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(newsletterSubscribers.confirmedAt, newsletterSubscribers.id);
}
