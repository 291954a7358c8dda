import "server-only";

import { count, desc, eq } from "drizzle-orm";

import { getDb, type Database } from "./client";
import { clampPage } from "./queries";
import { auditLog } from "./schema";

/**
 * What the audit trail records, by name. Labels for people are in src/content/admin.ts; the
 * retention of the trail itself is in src/config/retention.ts.
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in.failed",
  "sign_out",
  "account.created",
  "account.updated",
  "account.disabled",
  "account.enabled",
  "account.password_reset",
  "account.password_changed",
  "submission.status",
  "submission.assignee",
  "submission.note",
  "export",
  "person.export",
  "person.erased",
  "outbox.retry",
  "retention.purge",
  "chat.reply",
  "chat.assign",
  "chat.close",
  "chat.reopen",
  "chat.spam",
  "chat.lead",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  /** Who did it: an account, or null for the system (the purge) or an unknown visitor. */
  actor: { id: number; email: string } | null;
  /** What it was done to, for people: "leads #12", "account #3", "leads export". */
  target?: string | null;
  /** Facts about the action (old and new status, counts), never personal data. */
  detail?: Record<string, unknown> | null;
  ipHash?: string | null;
}

/** Records one entry, inside the caller's transaction when given one. */
export async function recordAudit(entry: AuditEntry, db?: Database): Promise<void> {
  db ??= await getDb();
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
    ipHash: entry.ipHash ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

/** An action's name from a URL: one of AUDIT_ACTIONS, or undefined. */
export function auditActionOf(value: unknown): AuditAction | undefined {
  return (AUDIT_ACTIONS as readonly unknown[]).includes(value) ? (value as AuditAction) : undefined;
}

/** One page of the trail (of one action, when given), newest first. */
export async function listAudit(
  page: number,
  pageSize: number,
  action?: AuditAction,
): Promise<{ rows: AuditRow[]; total: number; page: number }> {
  const db = await getDb();
  const where = action ? eq(auditLog.action, action) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(auditLog).where(where);
  const total = Number(totalRow?.total ?? 0);
  const shown = clampPage(page, total, pageSize);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize)
    .offset((shown - 1) * pageSize);
  return { rows, total, page: shown };
}
