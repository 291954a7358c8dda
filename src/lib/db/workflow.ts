import "server-only";

import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { recordAudit } from "./audit";
import { getDb, type Database } from "./client";
import { clampPage } from "./queries";
import {
  adminUsers,
  leads,
  outbox,
  portalWaitlist,
  SUBMISSION_STATUSES,
  submissionNotes,
  supportTickets,
  WORKFLOW_TABLES,
  type OUTBOX_STATUSES,
} from "./schema";

/** The longest internal note, in characters. */
export const MAX_NOTE_LENGTH = 5000;

export type WorkflowTable = (typeof WORKFLOW_TABLES)[number];
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

const workflowSources = {
  leads,
  tickets: supportTickets,
  waitlist: portalWaitlist,
} as const;

/** A table name from a URL: one of the workflow tables (own keys only). */
export function isWorkflowTable(value: string | undefined): value is WorkflowTable {
  return value !== undefined && (WORKFLOW_TABLES as readonly string[]).includes(value);
}

/** A table's columns but the generated search column (the index's, not something to show). */
function shownColumns(table: WorkflowTable) {
  const columns: Record<string, PgColumn> = { ...getTableColumns(workflowSources[table]) };
  delete columns.search;
  return columns;
}

/** What the list of a workflow table is narrowed to (parsed from the URL by src/lib/admin/filters.ts). */
export interface InboxFilters {
  /** "open": any status but spam (the default); "any": spam too; or one status. */
  status: "open" | "any" | SubmissionStatus;
  /** "anyone", "me", "nobody", or an account's id. */
  assignee: "anyone" | "me" | "nobody" | number;
  /** The leads' form ("contact" or "demo"); ignored on the other tables. */
  kind: "any" | "contact" | "demo" | "chat";
  /** Created on or after this day, on or before that day (YYYY-MM-DD, UTC). */
  from: string | null;
  to: string | null;
  /** Created after the signed-in account's previous sign-in ("new since your last visit"). */
  fresh: boolean;
  /** Words to search the submission's text for. */
  q: string;
  /**
   * Where the visit that brought it came from: a campaign source (utm_source) or a referrer's
   * host, or DIRECT_SOURCE for neither; null for any.
   */
  source: string | null;
  /** Its campaign (utm_campaign); null for any. */
  campaign: string | null;
}

/** The source filter's value for a submission with neither a campaign nor a referrer. */
export const DIRECT_SOURCE = "(direct)";

/**
 * A prefix query for to_tsquery built from the words of `q` ("acme ind" → "acme:* & ind:*"):
 * only letters and digits pass, so nothing the visitor types reaches the query's syntax. Empty
 * when `q` has no word.
 */
export function prefixQuery(q: string): string {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 16)
    .map((word) => `${word}:*`)
    .join(" & ");
}

/**
 * Matches the submission's generated `search` column: as web search syntax ("quoted phrase",
 * -word, or) and, when cheap, every word as a prefix of a word ("lovel" finds "Lovelace").
 */
function searchCondition(column: unknown, q: string): SQL {
  const exact = sql`${column} @@ websearch_to_tsquery('simple', ${q})`;
  // A phrase, an excluded word or an "or" asks for web search syntax: no prefixes then.
  if (/"|(^|\s)-|\sor\s/i.test(q)) return exact;
  const prefix = prefixQuery(q);
  if (!prefix) return exact;
  return sql`(${exact} OR ${column} @@ to_tsquery('simple', ${prefix}))`;
}

/** Whom "new since your last visit" is counted for. */
export interface Viewer {
  id: number;
  previousSignedInAt: Date | null;
}

/** "New since your last visit": created after the previous sign-in; on a first visit, every new one. */
function freshCondition(table: WorkflowTable, viewer: Viewer): SQL {
  const source = workflowSources[table];
  return viewer.previousSignedInAt
    ? and(gt(source.createdAt, viewer.previousSignedInAt), ne(source.status, "spam"))!
    : eq(source.status, "new");
}

function conditions(table: WorkflowTable, filters: InboxFilters, viewer: Viewer): SQL[] {
  const source = workflowSources[table];
  const where: SQL[] = [];
  if (filters.status === "open") where.push(ne(source.status, "spam"));
  else if (filters.status !== "any") where.push(eq(source.status, filters.status));
  if (filters.assignee === "me") where.push(eq(source.assigneeId, viewer.id));
  else if (filters.assignee === "nobody") where.push(isNull(source.assigneeId));
  else if (typeof filters.assignee === "number")
    where.push(eq(source.assigneeId, filters.assignee));
  if (table === "leads" && filters.kind !== "any") where.push(eq(leads.kind, filters.kind));
  const utcDay = (day: string, plus = 0) =>
    sql`((${day}::date + ${plus}::int)::timestamp AT TIME ZONE 'UTC')`;
  if (filters.from) where.push(gte(source.createdAt, utcDay(filters.from)));
  if (filters.to) where.push(lt(source.createdAt, utcDay(filters.to, 1)));
  if (filters.fresh) where.push(freshCondition(table, viewer));
  if (filters.q.trim()) where.push(searchCondition(source.search, filters.q.trim()));
  if (filters.source === DIRECT_SOURCE) {
    where.push(and(isNull(source.campaignSource), isNull(source.referrerHost))!);
  } else if (filters.source !== null) {
    where.push(
      or(eq(source.campaignSource, filters.source), eq(source.referrerHost, filters.source))!,
    );
  }
  if (filters.campaign !== null) where.push(eq(source.campaignName, filters.campaign));
  return where;
}

/** One page of a workflow table's list, newest first, narrowed by `filters`, with assignee names. */
export async function listWorkflowInbox(
  table: WorkflowTable,
  filters: InboxFilters,
  viewer: Viewer,
  page: number,
  pageSize: number,
  db?: Database,
): Promise<{ rows: Record<string, unknown>[]; total: number; page: number }> {
  db ??= await getDb();
  const source = workflowSources[table];
  const where = and(...conditions(table, filters, viewer));
  const [totalRow] = await db.select({ total: count() }).from(source).where(where);
  const total = Number(totalRow?.total ?? 0);
  const shown = clampPage(page, total, pageSize);
  const rows = await db
    .select({ row: shownColumns(table), assigneeName: adminUsers.name })
    .from(source)
    .leftJoin(adminUsers, eq(adminUsers.id, source.assigneeId))
    .where(where)
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(pageSize)
    .offset((shown - 1) * pageSize);
  return {
    rows: rows.map((entry) => ({
      ...(entry.row as Record<string, unknown>),
      assigneeName: entry.assigneeName,
    })),
    total,
    page: shown,
  };
}

/** The most values each attribution filter offers. */
const MAX_CHOICES = 200;

/**
 * The values the list's source and campaign filters offer on a table: the campaign sources and
 * referrer hosts its submissions came from (one list: a source is either), and its campaigns.
 */
export async function attributionChoices(
  table: WorkflowTable,
  db?: Database,
): Promise<{ sources: string[]; campaigns: string[] }> {
  db ??= await getDb();
  const source = workflowSources[table];
  const distinct = async (column: PgColumn) =>
    (
      await db
        .selectDistinct({ value: column })
        .from(source)
        .where(isNotNull(column))
        .orderBy(asc(column))
        .limit(MAX_CHOICES)
    ).map((row) => String(row.value));
  const [campaignSources, referrerHosts, campaigns] = await Promise.all([
    distinct(source.campaignSource),
    distinct(source.referrerHost),
    distinct(source.campaignName),
  ]);
  const sources = [...new Set([...campaignSources, ...referrerHosts])].sort();
  return { sources, campaigns };
}

/** Counts per status for a table, its total without spam, and what is new since the last visit. */
export interface WorkflowCounts {
  byStatus: Record<SubmissionStatus, number>;
  /** Every status but spam. */
  total: number;
  fresh: number;
}

export async function workflowCounts(
  table: WorkflowTable,
  viewer: Viewer,
  db?: Database,
): Promise<WorkflowCounts> {
  db ??= await getDb();
  const source = workflowSources[table];
  const rows = await db
    .select({ status: source.status, total: count() })
    .from(source)
    .groupBy(source.status);
  const byStatus = Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, 0])) as Record<
    SubmissionStatus,
    number
  >;
  for (const row of rows) byStatus[row.status] = Number(row.total);
  const [freshRow] = await db
    .select({ total: count() })
    .from(source)
    .where(freshCondition(table, viewer));
  return {
    byStatus,
    total: SUBMISSION_STATUSES.filter((status) => status !== "spam").reduce(
      (sum, status) => sum + byStatus[status],
      0,
    ),
    fresh: Number(freshRow?.total ?? 0),
  };
}

/* ---------- One submission ---------- */

interface SubmissionNote {
  id: number;
  body: string;
  createdAt: Date;
  authorName: string | null;
}

interface SubmissionJob {
  id: number;
  channel: "email" | "webhook";
  topic: string;
  status: (typeof OUTBOX_STATUSES)[number];
  createdAt: Date;
}

export interface Submission {
  row: Record<string, unknown> & {
    id: number;
    status: SubmissionStatus;
    assigneeId: number | null;
    createdAt: Date;
    lastActivityAt: Date;
    closedAt: Date | null;
  };
  assigneeName: string | null;
  notes: SubmissionNote[];
  jobs: SubmissionJob[];
}

/** A submission with its notes (oldest first) and the outbox jobs it caused, or undefined. */
export async function findSubmission(
  table: WorkflowTable,
  id: number,
  db?: Database,
): Promise<Submission | undefined> {
  db ??= await getDb();
  const source = workflowSources[table];
  const [found] = await db
    .select({ row: shownColumns(table), assigneeName: adminUsers.name })
    .from(source)
    .leftJoin(adminUsers, eq(adminUsers.id, source.assigneeId))
    .where(eq(source.id, id));
  if (!found) return undefined;
  const notes = await db
    .select({
      id: submissionNotes.id,
      body: submissionNotes.body,
      createdAt: submissionNotes.createdAt,
      authorName: adminUsers.name,
    })
    .from(submissionNotes)
    .leftJoin(adminUsers, eq(adminUsers.id, submissionNotes.authorId))
    .where(and(eq(submissionNotes.submissionTable, table), eq(submissionNotes.submissionId, id)))
    .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id));
  const jobs = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      topic: outbox.topic,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(and(eq(outbox.sourceTable, getTableName(source)), eq(outbox.sourceId, id)))
    .orderBy(asc(outbox.id));
  return { row: found.row as Submission["row"], assigneeName: found.assigneeName, notes, jobs };
}

export interface Actor {
  id: number;
  email: string;
}

const target = (table: WorkflowTable, id: number) =>
  `${getTableName(workflowSources[table])} #${id}`;

/**
 * Sets a submission's status: "done" sets `closed_at`, leaving done clears it; "spam" also
 * deletes its outbox jobs still pending (the team's notification and the visitor's
 * acknowledgement not sent yet). Recorded in the audit trail in the same transaction.
 * False when there is no such submission.
 */
export async function setSubmissionStatus(
  table: WorkflowTable,
  id: number,
  status: SubmissionStatus,
  actor: Actor,
  db?: Database,
): Promise<{ found: boolean; cancelledJobs: number }> {
  db ??= await getDb();
  const source = workflowSources[table];
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: source.status })
      .from(source)
      .where(eq(source.id, id))
      .for("update");
    if (!current) return { found: false, cancelledJobs: 0 };
    await tx
      .update(source)
      .set({
        status,
        lastActivityAt: sql`now()`,
        closedAt:
          status === "done"
            ? current.status === "done"
              ? sql`${source.closedAt}`
              : sql`now()`
            : null,
      })
      .where(eq(source.id, id));
    let cancelledJobs = 0;
    if (status === "spam") {
      const cancelled = await tx
        .delete(outbox)
        .where(
          and(
            eq(outbox.sourceTable, getTableName(source)),
            eq(outbox.sourceId, id),
            eq(outbox.status, "pending"),
          ),
        )
        .returning({ id: outbox.id });
      cancelledJobs = cancelled.length;
    }
    await recordAudit(
      {
        action: "submission.status",
        actor,
        target: target(table, id),
        detail: {
          from: current.status,
          to: status,
          ...(cancelledJobs ? { cancelledJobs } : {}),
        },
      },
      tx,
    );
    return { found: true, cancelledJobs };
  });
}

/**
 * Assigns a submission to an enabled account, or to nobody (null). "missing" when there is no
 * such submission, "refused" when the account does not exist or is disabled.
 */
export async function setSubmissionAssignee(
  table: WorkflowTable,
  id: number,
  assigneeId: number | null,
  actor: Actor,
  db?: Database,
): Promise<"done" | "missing" | "refused"> {
  db ??= await getDb();
  const source = workflowSources[table];
  return db.transaction(async (tx) => {
    if (assigneeId !== null) {
      const [account] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, assigneeId), isNull(adminUsers.disabledAt)));
      if (!account) return "refused";
    }
    const [current] = await tx
      .select({ assigneeId: source.assigneeId })
      .from(source)
      .where(eq(source.id, id))
      .for("update");
    if (!current) return "missing";
    await tx
      .update(source)
      .set({ assigneeId, lastActivityAt: sql`now()` })
      .where(eq(source.id, id));
    await recordAudit(
      {
        action: "submission.assignee",
        actor,
        target: target(table, id),
        detail: { from: current.assigneeId, to: assigneeId },
      },
      tx,
    );
    return "done";
  });
}

/** Adds an internal note; false when there is no such submission. The trail never holds the text. */
export async function addSubmissionNote(
  table: WorkflowTable,
  id: number,
  body: string,
  actor: Actor,
  db?: Database,
): Promise<boolean> {
  db ??= await getDb();
  const source = workflowSources[table];
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(source)
      .set({ lastActivityAt: sql`now()` })
      .where(eq(source.id, id))
      .returning({ id: source.id });
    if (touched.length === 0) return false;
    const [note] = await tx
      .insert(submissionNotes)
      .values({ submissionTable: table, submissionId: id, authorId: actor.id, body })
      .returning({ id: submissionNotes.id });
    await recordAudit(
      {
        action: "submission.note",
        actor,
        target: target(table, id),
        detail: { note: note!.id, length: body.length },
      },
      tx,
    );
    return true;
  });
}
