import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Relative, not "@/": drizzle-kit loads this file without the app's path aliases.
import { PRIORITIES } from "../../config/forms";
import { defaultLocale, locales } from "../../config/locales";

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
/** Roles of inbox accounts: the owner also manages accounts and reads the audit trail. */
export const ADMIN_ROLES = ["owner", "member"] as const;
/** Where a submission stands in the team's work; "spam" keeps it out of counts and mail. */
export const SUBMISSION_STATUSES = ["new", "in_progress", "done", "spam"] as const;
/** The tables whose rows the team works on (status, assignee, notes), by their inbox names. */
export const WORKFLOW_TABLES = ["leads", "tickets", "waitlist"] as const;

/**
 * The language of the page a submission was sent from (its form's hidden `_locale`): the
 * visitor's acknowledgement and the newsletter's messages are written in it.
 */
const localeColumn = () => text("locale", { enum: locales }).notNull().default(defaultLocale);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The text of a submission, for the inbox's full-text search: a generated column over the
 * columns people type, indexed with GIN. The 'simple' configuration keeps words as typed (names,
 * companies and addresses are not English words to stem) and works the same in PGlite.
 */
function searchColumn(columns: readonly string[]) {
  const text = columns.map((column) => `coalesce(${column}, '')`).join(" || ' ' || ");
  return tsvector("search").generatedAlwaysAs(sql.raw(`to_tsvector('simple', ${text})`));
}

/**
 * Where a submission's visitor came from, found through the day's visit (src/lib/analytics):
 * the visit's first page on the site, the host of the page that linked to it, and its campaign
 * (utm_source or ref, utm_medium, utm_campaign). Nothing in it identifies a person.
 */
const attributionColumns = () => ({
  entryPath: text("entry_path"),
  referrerHost: text("referrer_host"),
  campaignSource: text("campaign_source"),
  campaignMedium: text("campaign_medium"),
  campaignName: text("campaign_name"),
});

/** Inbox accounts: one per teammate, signed in with their email and a scrypt password hash. */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** scrypt, in the format of src/lib/admin/passwords.ts; never the password. */
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ADMIN_ROLES }).notNull().default("member"),
    /** A disabled account cannot sign in and its sessions are gone; its name stays on its work. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The start of this sign-in and of the one before: "new since your last visit". */
    signedInAt: timestamp("signed_in_at", { withTimezone: true }),
    previousSignedInAt: timestamp("previous_signed_in_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("admin_users_email_lower_idx").on(sql`lower(${table.email})`)],
);

/**
 * The team's work on a submission: its status, who has it, and when it last moved (the start of
 * its retention period for leads: "24 months after our last exchange"). `closed_at` is when it
 * was last marked done (support tickets are kept "3 years after the ticket is closed").
 */
const workflowColumns = () => ({
  status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("new"),
  assigneeId: integer("assignee_id").references(() => adminUsers.id, { onDelete: "set null" }),
  lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp("closed_at", { withTimezone: true }),
});

/** Contact form and AI demo requests, and live chats the team turned into leads ("chat"). */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["contact", "demo", "chat"] }).notNull(),
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
    locale: localeColumn(),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    ...attributionColumns(),
    createdAt: createdAt(),
    ...workflowColumns(),
    search: searchColumn([
      "full_name",
      "email",
      "company",
      "service",
      "plan",
      "use_case",
      "message",
    ]),
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt),
    index("leads_status_idx").on(table.status),
    index("leads_search_idx").using("gin", table.search),
  ],
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
    locale: localeColumn(),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    ...attributionColumns(),
    createdAt: createdAt(),
    ...workflowColumns(),
    search: searchColumn(["name", "email", "subject", "message"]),
  },
  (table) => [
    index("support_tickets_created_at_idx").on(table.createdAt),
    index("support_tickets_status_idx").on(table.status),
    index("support_tickets_search_idx").using("gin", table.search),
  ],
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
    locale: localeColumn(),
    ipHash: text("ip_hash"),
    ...attributionColumns(),
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
    locale: localeColumn(),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    ...attributionColumns(),
    createdAt: createdAt(),
    ...workflowColumns(),
    search: searchColumn(["name", "email", "company"]),
  },
  (table) => [
    index("portal_waitlist_created_at_idx").on(table.createdAt),
    index("portal_waitlist_status_idx").on(table.status),
    index("portal_waitlist_search_idx").using("gin", table.search),
  ],
);

/**
 * Fixed-window counters for rate limits, shared by every server instance. Keys hold keyed hashes
 * of addresses and emails, never the values (src/lib/security/keyed-hash.ts); windows past
 * their end are purged with the rest of what is past its period.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [index("rate_limit_buckets_window_start_idx").on(table.windowStart)],
);

/** Inbox sessions: the cookie holds a random token, the table its keyed hash and its account. */
export const adminSessions = pgTable("admin_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** The team's internal notes on a submission (never shown to the visitor). */
export const submissionNotes = pgTable(
  "submission_notes",
  {
    id: serial("id").primaryKey(),
    submissionTable: text("submission_table", { enum: WORKFLOW_TABLES }).notNull(),
    submissionId: integer("submission_id").notNull(),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("submission_notes_submission_idx").on(table.submissionTable, table.submissionId),
  ],
);

/**
 * What the team did in the inbox, who did it and when: sign-ins (and failed ones), workflow
 * changes, exports, erasures and account changes. An entry says what was done, never the
 * personal data it was done to (an erasure records counts, not the address). `actor_email` is
 * kept beside `actor_id` so an entry still names its author if the account's email changes.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    actorId: integer("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    /** What it was done to, for people: "leads #12", "user #3", "support_tickets export". */
    target: text("target"),
    detail: jsonb("detail"),
    ipHash: text("ip_hash"),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_action_idx").on(table.action),
  ],
);

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
    /**
     * The keyed hash (emailKeyHash) of the address of the person that row belongs to: the person
     * view finds their jobs by it, and by the source row, never by what a payload mentions. It
     * outlives the row (an unsubscribed subscriber's webhook).
     */
    personHash: text("person_hash"),
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
    index("outbox_person_hash_idx").on(table.personHash),
  ],
);

/** Where a live chat stands: open until the team closes it; "spam" keeps it out of counts and mail. */
export const CHAT_STATUSES = ["open", "closed", "spam"] as const;
/** Who wrote a chat message: the visitor, a team member, or the site itself ("closed", ...). */
export const CHAT_AUTHORS = ["visitor", "team", "system"] as const;

/**
 * Live chat conversations (src/lib/chat/). The visitor comes back to theirs by a first-party
 * cookie holding a random token; this table keeps only its keyed hash (`token_hash`).
 * `email_confirmed_at`: when the visitor followed the link mailed to them, the only address the
 * team's answers and the transcript may be mailed to. `team_read_id`: the last message the team
 * has read (the unread count is what came after it from the visitor). `visitor_seen_at`: the
 * last sign of life of the visitor's open stream (its heartbeat; cleared when it closes): while
 * recent, the visitor reads the team's answers live and is not mailed them.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    consent: boolean("consent").notNull().default(false),
    sourcePage: text("source_page").notNull(),
    locale: localeColumn(),
    ipHash: text("ip_hash"),
    status: text("status", { enum: CHAT_STATUSES }).notNull().default("open"),
    assigneeId: integer("assignee_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The lead the team turned this conversation into (leads.id), if any. */
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    teamReadId: integer("team_read_id").notNull().default(0),
    ...attributionColumns(),
    createdAt: createdAt(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    visitorSeenAt: timestamp("visitor_seen_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("chat_conversations_token_hash_idx").on(table.tokenHash),
    index("chat_conversations_last_activity_idx").on(table.lastActivityAt),
    index("chat_conversations_status_idx").on(table.status),
    index("chat_conversations_email_lower_idx").on(sql`lower(${table.email})`),
  ],
);

/** The messages of a conversation, in the order of their ids (what streams resume from). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    author: text("author", { enum: CHAT_AUTHORS }).notNull(),
    /** The team member who wrote it (author "team"). */
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** How it came: typed on the site, or a reply by email through its link. */
    via: text("via", { enum: ["web", "email"] })
      .notNull()
      .default("web"),
    createdAt: createdAt(),
  },
  (table) => [index("chat_messages_conversation_idx").on(table.conversationId, table.id)],
);

/**
 * Who of the team has the chat open: a row per account, its last sign of life. A team member
 * whose `seen_at` is recent is online (src/lib/chat/presence.ts); visitors see only "online" or
 * "away", never who.
 */
export const chatPresence = pgTable("chat_presence", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});

/**
 * First-party analytics (src/lib/analytics): no cookie, no script, no address or user agent
 * stored. A visitor is a keyed hash of the day's salt, the address, the user agent and the host;
 * the salt is deleted after two days, so no stored key can be tied back to anyone.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Visits, raw (kept two days, then only their daily counts): a visitor's run of page views with
 * no gap over 30 minutes, with where it began and where it came from. `leads`: the leads sent
 * during it.
 */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    id: serial("id").primaryKey(),
    visitor: text("visitor").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    entryPath: text("entry_path").notNull(),
    referrerHost: text("referrer_host"),
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    locale: text("locale").notNull(),
    device: text("device").notNull(),
    views: integer("views").notNull().default(1),
    leads: integer("leads").notNull().default(0),
  },
  (table) => [
    index("analytics_visits_visitor_idx").on(table.visitor, table.lastSeenAt),
    index("analytics_visits_day_idx").on(table.day),
  ],
);

/** Page views per day, page and language: counts only, kept for RETENTION.analytics. */
export const analyticsDailyPages = pgTable(
  "analytics_daily_pages",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    views: integer("views").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/**
 * Visits per day and kind of arrival (entry page, referrer, campaign, language, device), with
 * the leads they brought: the rollup of analytics_visits, counts only. Empty strings stand for
 * "none" so that the key is a primary key.
 */
export const analyticsDailyVisits = pgTable(
  "analytics_daily_visits",
  {
    day: date("day", { mode: "string" }).notNull(),
    entryPath: text("entry_path").notNull(),
    referrerHost: text("referrer_host").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    locale: text("locale").notNull(),
    device: text("device").notNull(),
    visits: integer("visits").notNull(),
    leads: integer("leads").notNull(),
  },
  (table) => [
    primaryKey({
      name: "analytics_daily_visits_pk",
      columns: [
        table.day,
        table.entryPath,
        table.referrerHost,
        table.source,
        table.medium,
        table.campaign,
        table.locale,
        table.device,
      ],
    }),
  ],
);

/** Visitors and visits per day (distinct visitors cannot be summed from the other rollups). */
export const analyticsDailyTotals = pgTable("analytics_daily_totals", {
  day: date("day", { mode: "string" }).primaryKey(),
  visitors: integer("visitors").notNull(),
  visits: integer("visits").notNull(),
});
