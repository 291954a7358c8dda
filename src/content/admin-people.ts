/** Copy of the inbox's person view and retention section (/admin/people). */
import type { RetentionKey } from "@/config/retention";

export const peopleCopy = {
  title: "People",
  intro:
    "Everything the site holds about one person, found by their email address: their submissions and the team's notes on them, their live chat conversations with every message, newsletter rows, the suppression list (by hash), the emails and webhooks about them, and rate-limit windows (by keyed hash). For a request to see, take away or erase their data. The visit statistics are not searched: they hold no address, name or user agent, only visitor keys that change every day and cannot be traced back, so there is nothing of a person in them to find; where each submission came from is in its row.",
  who: "Any teammate can look a person up and download their data; only the owner can erase it, because erasure cannot be undone.",
  emailLabel: "Email address",
  find: "Find",
  invalidEmail: "That is not an email address.",
  lookupExpired:
    "This lookup has expired (after an hour) or was made by someone else: look the address up again.",
  /** "Found 7 rows for ada@example.com" */
  found: (total: number, email: string) =>
    `${total === 1 ? "1 row" : `${total} rows`} for ${email}`,
  nothing: (email: string) => `Nothing is stored for ${email}.`,
  onlySuppression:
    "Only the one-way hash of this address is left, on the newsletter's suppression list, so that it is never mailed again. Nothing else is stored.",
  rows: (count: number) => (count === 1 ? "1 row" : `${count} rows`),
  groups: {
    leads: "Leads (contact and demo requests)",
    supportTickets: "Support tickets",
    portalWaitlist: "Portal waitlist",
    chatConversations: "Live chat conversations",
    chatMessages: "Live chat messages (theirs and the team's answers)",
    newsletterSubscribers: "Newsletter subscribers",
    newsletterSuppressions: "Newsletter suppression list (hash of the address)",
    outbox: "Outbox (emails and webhooks)",
    rateLimits: "Rate-limit windows (keyed hash of the address)",
    notes: "Internal notes on their submissions",
  },
  download: "Download everything as JSON",
  downloadHint:
    "The right of access and portability: every row above in one file. The download is recorded in the audit trail (counts only).",
  erase: "Erase this person…",
  eraseOwnerOnly: "Only the owner can erase a person.",
  /** The confirmation step (/admin/people/erase). */
  confirmTitle: "Erase this person",
  confirmIntro: (email: string) =>
    `This deletes everything below for ${email}, at once and for good:`,
  confirmKeeps:
    "If they were a confirmed newsletter subscriber, only the one-way hash of their address is kept on the suppression list, so that they are never mailed again. The audit trail records what was erased (counts per table), not the address. Emails already delivered cannot be called back.",
  confirmLabel: "Type the email address again to confirm",
  confirmButton: "Erase everything",
  cancel: "Cancel",
  mismatch: "The address typed does not match. Nothing was erased.",
  /** After an erasure; the address is not repeated (it is not in the URL either). */
  erased: (rows: number | null) =>
    `Erased${rows === null ? "" : ` ${rows === 1 ? "1 row" : `${rows} rows`}`}. Everything that held the address is gone (a confirmed subscriber's one-way hash stays on the suppression list); the audit trail records what was erased.`,
  back: "Back to the person view",
  unavailable: "The database is unavailable right now. Please try again shortly.",
  /** The retention section. */
  retentionTitle: "Retention",
  retentionIntro:
    "What the purge deletes, and when: the same periods as the privacy policy. It runs every day inside the server, and with npm run purge.",
  retentionLabels: {
    leads: "Contact and demo requests, after the last activity",
    tickets: "Support tickets, after they are closed (or their last activity)",
    waitlist: "Portal waitlist, after sign-up",
    chat: "Live chat conversations and their messages, after the last message",
    pendingSignUps: "Newsletter sign-ups never confirmed, after sign-up",
    securityRecords: "Rate-limit windows, sessions and spent form tokens, at the latest",
    outbox: "Sent and failed emails and webhooks (and .eml files)",
    auditTrail: "The audit trail",
    analyticsVisits:
      "Visits as counted (visitor keys) and the day's salt, after their day and the next",
    analytics: "Daily visit and page-view counts, after their day",
  } satisfies Record<RetentionKey, string>,
  /** "Last purge: 2026-11-24 03:00:12 (schedule): leads 2, outbox 5" */
  lastPurge: (time: string, trigger: string, summary: string) =>
    `Last purge: ${time} (${trigger}): ${summary}`,
  neverPurged: "No purge has run yet.",
  runPurge: "Run the purge now",
  purgeDone: "The purge has run: what it deleted is shown below.",
  purgeLocked: "Another instance is purging right now; nothing was done.",
} as const;
