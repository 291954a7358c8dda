import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { formatTime, jobContent, jobSummary, shownError } from "@/lib/admin/outbox";
import { cn } from "@/lib/cn";
import type { OutboxRow } from "@/lib/outbox/queue";

import { PagedTable } from "./pager";

const copy = adminCopy.outbox;

/** One page of the outbox, newest first: React escapes every value, nothing is rendered as HTML. */
export function OutboxTable({
  rows,
  total,
  page,
}: {
  rows: OutboxRow[];
  total: number;
  page: number;
}) {
  const cell = "px-3 py-2 whitespace-nowrap";
  return (
    <PagedTable
      total={total}
      page={page}
      href={(to) => `/admin/outbox?page=${to}`}
      label={copy.tableLabel}
      columns={Object.values(copy.columns)}
      empty={rows.length === 0}
    >
      {rows.map((row) => {
        const summary = jobSummary(jobContent(row.channel, row.payload));
        return (
          <tr key={row.id} className="border-t border-border align-top">
            <td className={cell}>
              <Link
                href={`/admin/outbox/${row.id}`}
                aria-label={copy.openJob(row.id)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {row.id}
              </Link>
            </td>
            <td className={cell}>{formatTime(row.createdAt)}</td>
            <td className={cell}>{row.topic}</td>
            <td className={cell}>{copy.channels[row.channel]}</td>
            <td className="max-w-xs px-3 py-2 break-all">
              {summary?.recipients ?? copy.unreadable}
            </td>
            <td className="max-w-xs px-3 py-2">{summary?.subject ?? ""}</td>
            <td className={cn(cell, row.status === "failed" && "font-semibold text-danger")}>
              {copy.states[row.status]}
            </td>
            <td className={cell}>{row.attempts}</td>
            <td className="max-w-sm px-3 py-2 break-words">{shownError(row.lastError)}</td>
            <td className={cell}>{formatTime(row.sentAt)}</td>
          </tr>
        );
      })}
    </PagedTable>
  );
}
