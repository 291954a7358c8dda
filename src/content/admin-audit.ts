import { RETENTION } from "@/config/retention";
import { formatPeriod } from "@/content/legal/retention";

/** Copy of the inbox's audit trail (/admin/audit), for the owner. */
export const auditCopy = {
  title: "Audit trail",
  intro:
    "Who did what in the inbox and when: sign-ins (and failed ones), account changes, status and assignee changes, exports and erasures. Newest first.",
  retention: `Entries are kept for ${formatPeriod(RETENTION.auditTrail)}, then deleted by the retention purge.`,
  ownerOnly: "Only an owner can read the audit trail.",
  tableLabel: "Audit trail entries",
  columns: {
    time: "Time",
    who: "Who",
    action: "Action",
    target: "Target",
    detail: "Detail",
  },
  /** Who, when an entry has no account: the server itself, or a visitor whose email matched none. */
  system: "system",
  unknown: "unknown",
  filter: {
    label: "Action",
    all: "All actions",
    submit: "Show",
  },
  /** A label for every action the trail records (src/lib/db/audit.ts, AUDIT_ACTIONS). */
  actions: {
    sign_in: "Signed in",
    "sign_in.failed": "Sign-in failed",
    sign_out: "Signed out",
    "account.created": "Account added",
    "account.updated": "Account changed",
    "account.disabled": "Account disabled",
    "account.enabled": "Account enabled",
    "account.password_reset": "Password reset by an owner",
    "account.password_changed": "Own password changed",
    "submission.status": "Status changed",
    "submission.assignee": "Assignee changed",
    "submission.note": "Note added",
    export: "Exported",
    "person.export": "Person's data downloaded",
    "person.erased": "Person erased",
    "outbox.retry": "Outbox job retried",
    "retention.purge": "Retention purge",
    "chat.reply": "Chat answered",
    "chat.assign": "Chat handler changed",
    "chat.close": "Chat closed",
    "chat.reopen": "Chat reopened",
    "chat.spam": "Chat marked spam",
    "chat.lead": "Chat turned into a lead",
  },
} as const;
