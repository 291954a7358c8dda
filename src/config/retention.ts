/**
 * How long the site keeps what it stores, once: the privacy policy's retention table is
 * generated from these periods (src/content/legal/retention.ts) and the purge job applies them
 * (src/lib/retention/purge.ts), so the text and the behaviour cannot drift apart.
 */

export interface RetentionPeriod {
  amount: number;
  unit: "days" | "months" | "years";
}

export const RETENTION = {
  /**
   * Contact enquiries and demo requests (`leads`), from `last_activity_at`: "our last
   * exchange". The policy keeps a client's records longer, but nothing in the inbox marks a
   * lead as having become a client (a "done" lead is only answered), so every lead is purged
   * on this period; a client's records live in the contract systems, not here.
   */
  leads: { amount: 24, unit: "months" },
  /**
   * Support tickets, from when they were closed (`closed_at`), or from their last activity when
   * that is later (reopened) or they were never closed: the later of the two.
   */
  tickets: { amount: 3, unit: "years" },
  /** The client portal waitlist, from the sign-up (`created_at`). */
  waitlist: { amount: 12, unit: "months" },
  /**
   * Live chat conversations with all their messages (the visitor's and the team's), from
   * `last_activity_at`: the last message, either side's. A conversation turned into a lead is
   * kept here on this period; the lead on its own.
   */
  chat: { amount: 12, unit: "months" },
  /**
   * Newsletter sign-ups never confirmed, from the sign-up. A confirmation link lives 7 days
   * (src/lib/mail/newsletter-links.ts), so this leaves a generous margin. Confirmed
   * subscribers stay until they unsubscribe.
   */
  pendingSignUps: { amount: 30, unit: "days" },
  /**
   * Security records: the hosting's logs, and what the site itself keeps to stop abuse: the
   * rate-limit windows (keyed hashes of addresses and emails), inbox sessions and spent form
   * tokens. The purge deletes the site's records as soon as they have expired, and any of
   * them older than this whatever its expiry.
   */
  securityRecords: { amount: 30, unit: "days" },
  /**
   * The outbox: a sent email or webhook (and its .eml file), from when it was sent; a failed
   * one, from when it was written. Jobs still to be delivered stay; any job goes with the
   * submission it is about.
   */
  outbox: { amount: 90, unit: "days" },
  /** The inbox's audit trail (who did what, never the data it was done to), from the entry. */
  auditTrail: { amount: 24, unit: "months" },
  /**
   * Visits as counted (src/lib/analytics): a visitor key, where the visit began and came from,
   * and the day's salt of the keys. Kept for the day and the next, then only as counts: "at most
   * two days".
   */
  analyticsVisits: { amount: 2, unit: "days" },
  /** The daily counts of page views, visits and leads, which identify no one: from their day. */
  analytics: { amount: 25, unit: "months" },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionKey = keyof typeof RETENTION;

/**
 * A rate-limit window is over once it is this old: every limit in the site counts over a
 * window no longer (src/lib/retention/purge.test.ts checks the sign-in limits against it, and
 * src/lib/forms/acknowledgement.integration.test.ts the daily cap of acknowledgements).
 */
export const RATE_LIMIT_WINDOW_MAX_MS = 24 * 60 * 60_000;

/** When the purge runs inside the server: once a day, the first run a few minutes after start. */
export const PURGE_SCHEDULE = { firstRunAfterMs: 3 * 60_000, everyMs: 24 * 60 * 60_000 } as const;

/**
 * The instant `period` before `now`: rows whose reference time is before it are past their
 * period. Months and years are calendar months in UTC (the last day of a shorter month when
 * the day does not exist: 31 March minus one month is 28 or 29 February).
 */
export function retentionCutoff(now: Date, period: RetentionPeriod): Date {
  if (period.unit === "days") return new Date(now.getTime() - period.amount * 86_400_000);
  const months = period.unit === "years" ? period.amount * 12 : period.amount;
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}
