import { auditCopy } from "@/content/admin-audit";
import type { AuditAction } from "@/lib/db/audit";

/** A label for every action: TypeScript refuses this line if an action has none. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = auditCopy.actions;

/** An entry's action for people; an action no longer known shows as stored. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as AuditAction]
    : action;
}

/**
 * Who did it: the account's email as it was then, or "unknown" for a failed sign-in whose email
 * matched no account, or "system" (the server, the purge, the command line).
 */
export function auditWho(entry: { actorEmail: string | null; action: string }): string {
  if (entry.actorEmail) return entry.actorEmail;
  return entry.action === "sign_in.failed" ? auditCopy.unknown : auditCopy.system;
}

function compactValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(compactValue).join(", ");
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** An entry's detail as one line: `role: member · previousRole: owner · from: command line`. */
export function auditDetail(detail: unknown): string {
  if (detail === null || detail === undefined) return "";
  if (typeof detail !== "object" || Array.isArray(detail)) return compactValue(detail);
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${compactValue(value)}`)
    .join(" · ");
}
