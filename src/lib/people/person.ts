import "server-only";

import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";

import { recordAudit } from "@/lib/db/audit";
import { getDb, type Database } from "@/lib/db/client";
import {
  chatConversations,
  chatMessages,
  leads,
  newsletterSubscribers,
  newsletterSuppressions,
  outbox,
  portalWaitlist,
  rateLimitBuckets,
  submissionNotes,
  supportTickets,
} from "@/lib/db/schema";
import { scrubDeletedRows } from "@/lib/db/scrub";
import { acknowledgementCapAddress } from "@/lib/forms/acknowledgement-cap";
import { suppressionHash } from "@/lib/mail/newsletter-links";
import { redactUrlsIn } from "@/lib/outbox/webhook-url";
import {
  deleteConversationsWhere,
  deleteNotesOf,
  emptySources,
  jobsAbout,
  removeEmlFiles,
  type DeletedSources,
} from "@/lib/retention/dependents";
import { emailKeyHash } from "@/lib/security/keyed-hash";

/**
 * The person view (/admin/people): every row that holds an email address or one of its hashes,
 * across every table, for the rights of access, portability and erasure.
 * - submissions (leads, support tickets, the waitlist), newsletter subscribers and live chat
 *   conversations: by their own email column, whatever its case (never by text in other rows:
 *   an address typed in someone's chat message does not make it theirs);
 * - a conversation's messages, both sides: with their conversation;
 * - the newsletter's suppression list: by the address's SHA-256 hash;
 * - the outbox: jobs about one of those rows, or whose `person_hash` is the address's keyed hash
 *   (set when the job is queued, from the row it is about: it outlives that row). Never by what
 *   a payload mentions: an address typed in someone else's message does not make their
 *   notification this person's (nor erase it with this person);
 * - rate-limit windows: keys ending in the address's keyed hash (`<form>:email:<hash>`,
 *   `admin-login:account-failures:<hash>`);
 * - internal notes on their submissions.
 * A conversation's `token_hash` (the keyed hash of the key in the visitor's cookie) is left out
 * of the view and the export: it identifies a device's key, not the person, and is erased with
 * the row.
 */

/** An email address as the person view takes it: trimmed, lower case. */
export const personEmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

export interface PersonRecords {
  leads: Omit<Row<typeof leads>, "search">[];
  supportTickets: Omit<Row<typeof supportTickets>, "search">[];
  portalWaitlist: Omit<Row<typeof portalWaitlist>, "search">[];
  chatConversations: Omit<Row<typeof chatConversations>, "tokenHash">[];
  chatMessages: Row<typeof chatMessages>[];
  newsletterSubscribers: Row<typeof newsletterSubscribers>[];
  newsletterSuppressions: Row<typeof newsletterSuppressions>[];
  outbox: Row<typeof outbox>[];
  rateLimits: Row<typeof rateLimitBuckets>[];
  notes: Row<typeof submissionNotes>[];
}

export type PersonGroup = keyof PersonRecords;
export const PERSON_GROUPS = [
  "leads",
  "supportTickets",
  "portalWaitlist",
  "chatConversations",
  "chatMessages",
  "newsletterSubscribers",
  "newsletterSuppressions",
  "outbox",
  "rateLimits",
  "notes",
] as const satisfies readonly PersonGroup[];

export type PersonCounts = Record<PersonGroup, number>;

export function personCounts(records: PersonRecords): PersonCounts {
  return Object.fromEntries(
    PERSON_GROUPS.map((group) => [group, records[group].length]),
  ) as PersonCounts;
}

const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

/** The jobs about the person's rows, or queued for them (outbox.person_hash). */
function jobsOf(sources: DeletedSources, email: string): SQL | undefined {
  return or(jobsAbout(sources), eq(outbox.personHash, emailKeyHash(email)));
}

/**
 * Rate-limit keys that end in the keyed hash of the address, or of the mailbox the
 * acknowledgement cap counts it as (`a.b+x@` as `ab@`).
 */
function rateLimitKeysOf(email: string): SQL {
  const suffixes = [
    ...new Set([email, acknowledgementCapAddress(email)].map((value) => `:${emailKeyHash(value)}`)),
  ];
  return or(
    ...suffixes.map((suffix) => sql`right(${rateLimitBuckets.key}, ${suffix.length}) = ${suffix}`),
  )!;
}

const withoutSearch = <T extends { search?: unknown }>(rows: T[]): Omit<T, "search">[] =>
  rows.map(({ search: _search, ...rest }) => rest);

/** Every row that holds `email` (already normalised by personEmailSchema) or its hashes. */
export async function findPerson(email: string, db?: Database): Promise<PersonRecords> {
  db ??= await getDb();
  const [
    leadRows,
    ticketRows,
    waitlistRows,
    conversationRows,
    subscriberRows,
    suppressionRows,
    rateRows,
  ] = await Promise.all([
    db.select().from(leads).where(sameEmail(leads.email, email)).orderBy(leads.id),
    db
      .select()
      .from(supportTickets)
      .where(sameEmail(supportTickets.email, email))
      .orderBy(supportTickets.id),
    db
      .select()
      .from(portalWaitlist)
      .where(sameEmail(portalWaitlist.email, email))
      .orderBy(portalWaitlist.id),
    db
      .select()
      .from(chatConversations)
      .where(sameEmail(chatConversations.email, email))
      .orderBy(chatConversations.id),
    db
      .select()
      .from(newsletterSubscribers)
      .where(sameEmail(newsletterSubscribers.email, email))
      .orderBy(newsletterSubscribers.id),
    db
      .select()
      .from(newsletterSuppressions)
      .where(eq(newsletterSuppressions.emailHash, suppressionHash(email))),
    db.select().from(rateLimitBuckets).where(rateLimitKeysOf(email)).orderBy(rateLimitBuckets.key),
  ]);
  const sources = {
    ...emptySources(),
    leads: leadRows.map((row) => row.id),
    support_tickets: ticketRows.map((row) => row.id),
    portal_waitlist: waitlistRows.map((row) => row.id),
    newsletter_subscribers: subscriberRows.map((row) => row.id),
    chat_conversations: conversationRows.map((row) => row.id),
  };
  const noteConditions = [
    ["leads", sources.leads],
    ["tickets", sources.support_tickets],
    ["waitlist", sources.portal_waitlist],
  ] as const;
  const notesWhere = or(
    ...noteConditions
      .filter(([, ids]) => ids.length > 0)
      .map(([table, ids]) =>
        and(eq(submissionNotes.submissionTable, table), inArray(submissionNotes.submissionId, ids)),
      ),
  );
  const [outboxRows, noteRows, messageRows] = await Promise.all([
    db.select().from(outbox).where(jobsOf(sources, email)).orderBy(outbox.id),
    notesWhere
      ? db.select().from(submissionNotes).where(notesWhere).orderBy(submissionNotes.id)
      : Promise.resolve([]),
    sources.chat_conversations.length > 0
      ? db
          .select()
          .from(chatMessages)
          .where(inArray(chatMessages.conversationId, sources.chat_conversations))
          .orderBy(chatMessages.id)
      : Promise.resolve([]),
  ]);
  return {
    leads: withoutSearch(leadRows),
    supportTickets: withoutSearch(ticketRows),
    portalWaitlist: withoutSearch(waitlistRows),
    chatConversations: conversationRows.map(({ tokenHash: _tokenHash, ...rest }) => rest),
    chatMessages: messageRows,
    newsletterSubscribers: subscriberRows,
    newsletterSuppressions: suppressionRows,
    outbox: outboxRows,
    rateLimits: rateRows,
    notes: noteRows,
  };
}

type Actor = { id: number; email: string };

/**
 * Everything held about the address, as the JSON the person downloads (right of access and
 * portability), and a `person.export` audit entry with the counts (never the address).
 */
export async function exportPerson(
  email: string,
  actor: Actor,
  ipHash: string | null,
): Promise<{ generatedAt: string; email: string; counts: PersonCounts; records: PersonRecords }> {
  const records = await findPerson(email);
  const counts = personCounts(records);
  await recordAudit({ action: "person.export", actor, target: "person", detail: counts, ipHash });
  return {
    generatedAt: new Date().toISOString(),
    email,
    counts,
    records: { ...records, outbox: records.outbox.map(withoutTarget) },
  };
}

/**
 * An outbox job as the export holds it: a webhook's target URL left out (its path or query can
 * be the receiver's secret, and it is not the person's data), and any URL in its last error
 * shown by scheme and host only.
 */
function withoutTarget(job: Row<typeof outbox>): Row<typeof outbox> {
  const payload =
    job.channel === "webhook" && job.payload !== null && typeof job.payload === "object"
      ? Object.fromEntries(Object.entries(job.payload).filter(([key]) => key !== "url"))
      : job.payload;
  return { ...job, payload, lastError: job.lastError && redactUrlsIn(job.lastError) };
}

export interface ErasureCounts {
  leads: number;
  support_tickets: number;
  portal_waitlist: number;
  chat_conversations: number;
  chat_messages: number;
  newsletter_subscribers: number;
  submission_notes: number;
  outbox: number;
  eml_files: number;
  rate_limit_buckets: number;
  /** 1 when a suppression hash was added (a confirmed subscriber), else 0. */
  newsletter_suppressions_added: number;
}

/**
 * Erases the address, in one transaction: its submissions with their notes, its live chat
 * conversations with their messages (the team's answers too), its subscriber rows, every outbox job about its rows or queued for it (queued, failed or sent), and the
 * rate-limit windows keyed on its hash; a confirmed subscriber's address is kept only as its
 * suppression hash, so that it is never mailed again. A `person.erased` audit entry says what
 * was erased (counts per table), not the address. The .eml files go after the commit, and then
 * the scrub (src/lib/db/scrub.ts) removes the deleted rows' bytes from the data files and the
 * WAL. Should the process die before the scrub, the purge's scrub does it (every purge ends
 * with one, and the server's first purge runs a few minutes after it starts).
 */
export async function erasePerson(
  email: string,
  actor: Actor,
  ipHash: string | null,
): Promise<ErasureCounts> {
  const db = await getDb();
  const { counts, messageIds } = await db.transaction(async (tx) => {
    const sources = emptySources();
    sources.leads = (
      await tx.delete(leads).where(sameEmail(leads.email, email)).returning({ id: leads.id })
    ).map((row) => row.id);
    sources.support_tickets = (
      await tx
        .delete(supportTickets)
        .where(sameEmail(supportTickets.email, email))
        .returning({ id: supportTickets.id })
    ).map((row) => row.id);
    sources.portal_waitlist = (
      await tx
        .delete(portalWaitlist)
        .where(sameEmail(portalWaitlist.email, email))
        .returning({ id: portalWaitlist.id })
    ).map((row) => row.id);
    const chats = await deleteConversationsWhere(tx, sameEmail(chatConversations.email, email));
    sources.chat_conversations = chats.ids;
    const subscribers = await tx
      .delete(newsletterSubscribers)
      .where(sameEmail(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id, status: newsletterSubscribers.status });
    sources.newsletter_subscribers = subscribers.map((row) => row.id);
    const notes = await deleteNotesOf(tx, sources);
    const jobs = await tx
      .delete(outbox)
      .where(jobsOf(sources, email))
      .returning({ channel: outbox.channel, messageId: outbox.messageId });
    const windows = await tx
      .delete(rateLimitBuckets)
      .where(rateLimitKeysOf(email))
      .returning({ key: rateLimitBuckets.key });
    const suppressed = subscribers.some((row) => row.status === "confirmed")
      ? await tx
          .insert(newsletterSuppressions)
          .values({ emailHash: suppressionHash(email) })
          .onConflictDoNothing()
          .returning({ emailHash: newsletterSuppressions.emailHash })
      : [];
    const ids = jobs.filter((job) => job.channel === "email").map((job) => job.messageId);
    const result: ErasureCounts = {
      leads: sources.leads.length,
      support_tickets: sources.support_tickets.length,
      portal_waitlist: sources.portal_waitlist.length,
      chat_conversations: chats.ids.length,
      chat_messages: chats.messages,
      newsletter_subscribers: subscribers.length,
      submission_notes: notes,
      outbox: jobs.length,
      eml_files: ids.length,
      rate_limit_buckets: windows.length,
      newsletter_suppressions_added: suppressed.length,
    };
    await recordAudit(
      { action: "person.erased", actor, target: "person", detail: { ...result }, ipHash },
      tx,
    );
    return { counts: result, messageIds: ids };
  });
  const emlFiles = await removeEmlFiles(messageIds);
  await scrubDeletedRows(db);
  return { ...counts, eml_files: emlFiles };
}
