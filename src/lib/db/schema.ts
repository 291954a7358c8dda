import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Relative, not "@/": drizzle-kit loads this file without the app's path aliases.
import { PRIORITIES } from "../../config/forms";

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Contact form and AI demo requests. */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["contact", "demo"] }).notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    service: text("service"),
    plan: text("plan"),
    useCase: text("use_case"),
    message: text("message"),
    consent: boolean("consent").notNull().default(false),
    sourcePage: text("source_page").notNull(),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (table) => [index("leads_created_at_idx").on(table.createdAt)],
);

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    priority: text("priority", { enum: PRIORITIES }).notNull(),
    message: text("message").notNull(),
    consent: boolean("consent").notNull().default(false),
    sourcePage: text("source_page").notNull(),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (table) => [index("support_tickets_created_at_idx").on(table.createdAt)],
);

/**
 * Newsletter sign-ups, with double opt-in: a sign-up is "pending" until its confirmation link is
 * followed; only "confirmed" addresses are subscribed (confirmed_at is the time of consent).
 * Unsubscribing deletes the row and keeps a hash on the suppression list below.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    sourcePage: text("source_page").notNull(),
    ipHash: text("ip_hash"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${table.email})`),
    index("newsletter_subscribers_created_at_idx").on(table.createdAt),
  ],
);

/**
 * Addresses that unsubscribed, as SHA-256 hashes (src/lib/mail/newsletter-links.ts), never the
 * address itself: what the privacy policy promises. A new sign-up from such an address needs a
 * new confirmation, which takes its hash off the list.
 */
export const newsletterSuppressions = pgTable("newsletter_suppressions", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: createdAt(),
});

export const portalWaitlist = pgTable(
  "portal_waitlist",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    consent: boolean("consent").notNull().default(false),
    sourcePage: text("source_page").notNull(),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (table) => [index("portal_waitlist_created_at_idx").on(table.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** Inbox sessions: the cookie holds a random token, the table its SHA-256 hash. */
export const adminSessions = pgTable("admin_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Spent form tokens (src/lib/forms/token.ts): a token lets one submission through. A record
 * is kept as long as its token would pass anyway, then pruned (see `storeWithToken`).
 */
export const usedFormTokens = pgTable(
  "used_form_tokens",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("used_form_tokens_expires_at_idx").on(table.expiresAt)],
);

/**
 * Everything a stored row must cause outside the database (an email, a webhook), written in the
 * same transaction as that row and delivered by the outbox worker (src/lib/outbox/): a row is
 * never stored without its messages, nor the other way round. `message_id` is the message's
 * stable identity (its Message-ID, or the webhook-id), the same on every attempt.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel", { enum: ["email", "webhook"] }).notNull(),
    /** What the job is, for people: "contact.team", "support.acknowledgement", "submission.created". */
    topic: text("topic").notNull(),
    messageId: text("message_id").notNull(),
    /** The rendered email or the webhook's target and body (src/lib/outbox/jobs.ts). */
    payload: jsonb("payload").notNull(),
    /** The row the job is about: "leads", "support_tickets", ... and its id. */
    sourceTable: text("source_table"),
    sourceId: integer("source_id"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While "sending": the claim's lease; a job whose lease ran out (a crash) is claimed again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("outbox_message_id_idx").on(table.messageId),
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_created_at_idx").on(table.createdAt),
  ],
);
