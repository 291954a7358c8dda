/**
 * The privacy policy's retention table ("How long we keep personal data"), generated from the
 * periods the purge applies (src/config/retention.ts): the policy writes `{{retentionTable}}`
 * and this module supplies the rows, their wording here and their periods from the config.
 */
import { RETENTION, type RetentionPeriod } from "@/config/retention";

const UNITS = {
  days: ["day", "days"],
  months: ["month", "months"],
  years: ["year", "years"],
} as const;

/** "24 months", "3 years", "1 day". */
export function formatPeriod(period: RetentionPeriod): string {
  const [one, many] = UNITS[period.unit];
  return `${period.amount} ${period.amount === 1 ? one : many}`;
}

const p = Object.fromEntries(
  Object.entries(RETENTION).map(([key, period]) => [key, formatPeriod(period)]),
) as { [Key in keyof typeof RETENTION]: string };

/** The table's rows, in the policy's order: what, and how long. */
export const retentionRows: readonly (readonly [data: string, kept: string])[] = [
  [
    "Contact form enquiries and AI demo requests",
    `${p.leads} after our last exchange, unless you become a client`,
  ],
  ["Support tickets", `${p.tickets} after the ticket is closed`],
  [
    "Newsletter subscription",
    `Until you unsubscribe; we then delete your email address and keep only a one-way hash of it on a suppression list, so that we never write to you again. A sign-up that is never confirmed is not a subscription, and is deleted ${p.pendingSignUps} after it was made`,
  ],
  [
    "Client portal waitlist",
    `Until we invite you to the portal, or ${p.waitlist}, whichever comes first`,
  ],
  [
    "Live chat conversations (your name, email address and every message in them, our answers included)",
    `${p.chat} after the last message in the conversation`,
  ],
  [
    "Hashed IP address and user agent",
    "Kept with the submission they belong to, and deleted with it",
  ],
  [
    "Our team's internal notes on your message",
    "Kept with the message they are about, and deleted with it",
  ],
  [
    "Copies of the emails we send you and the notifications about your message",
    `${p.outbox} after they are sent (or after a delivery that failed); any still waiting to be sent are deleted with the message they are about`,
  ],
  [
    "Records of what our team did in the inbox (who signed in, changed, exported or erased what; never the content of your message)",
    p.auditTrail,
  ],
  [
    "Visit counts (a visitor key that changes every day, the page a visit began on, the site and campaign that linked to it, the language and the kind of device; never your IP address or user agent)",
    `At most ${p.analyticsVisits}; after that only daily totals that identify no one, kept ${p.analytics}`,
  ],
  ["Hosting security logs", p.securityRecords],
  [
    "Records that protect our forms and inbox from abuse (rate limits keyed on a one-way hash of your IP address or email address, sign-in sessions, spent form tokens)",
    `Until they expire, and never more than ${p.securityRecords}`,
  ],
  [
    "Records of clients and contracts",
    "For the duration of the contract and then as long as accounting and tax law requires",
  ],
];

/** The table as Markdown (GFM), ready to stand where the policy writes `{{retentionTable}}`. */
export function retentionTableMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  return [
    "| Data | How long we keep it |",
    "| --- | --- |",
    ...retentionRows.map(([data, kept]) => `| ${cell(data)} | ${cell(kept)} |`),
  ].join("\n");
}
