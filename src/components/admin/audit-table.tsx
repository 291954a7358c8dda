import { buttonClasses } from "@/components/ui/button";
import { auditCopy } from "@/content/admin-audit";
import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  auditDetail,
  auditWho,
} from "@/lib/admin/audit-view";
import { formatTime } from "@/lib/admin/outbox";
import type { AuditAction, AuditRow } from "@/lib/db/audit";

import { PagedTable } from "./pager";

const copy = auditCopy;

/** The filter by action: a GET form, so the filtered page has an address of its own. */
export function AuditFilter({ action }: { action: AuditAction | undefined }) {
  return (
    <form method="get" action="/admin/audit" className="mb-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="audit-action" className="mb-1.5 block text-sm font-medium">
          {copy.filter.label}
        </label>
        <select
          id="audit-action"
          name="action"
          defaultValue={action ?? ""}
          className="block rounded-lg border border-border bg-background px-3.5 py-2.5 text-sm"
        >
          <option value="">{copy.filter.all}</option>
          {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses({ variant: "secondary" })}>
        {copy.filter.submit}
      </button>
    </form>
  );
}

/** One page of the audit trail, newest first: every value is text (React escapes it). */
export function AuditTable({
  rows,
  total,
  page,
  action,
}: {
  rows: AuditRow[];
  total: number;
  page: number;
  action: AuditAction | undefined;
}) {
  const cell = "px-3 py-2 whitespace-nowrap";
  const query = action ? `action=${encodeURIComponent(action)}&` : "";
  return (
    <PagedTable
      total={total}
      page={page}
      href={(to) => `/admin/audit?${query}page=${to}`}
      label={copy.tableLabel}
      columns={Object.values(copy.columns)}
      empty={rows.length === 0}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-border align-top">
          <td className={cell}>{formatTime(row.createdAt)}</td>
          <td className={cell}>{auditWho(row)}</td>
          <td className={cell}>{auditActionLabel(row.action)}</td>
          <td className={cell}>{row.target ?? ""}</td>
          <td className="max-w-md min-w-48 px-3 py-2 break-words">{auditDetail(row.detail)}</td>
        </tr>
      ))}
    </PagedTable>
  );
}
