import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { formatTime, jobContent, jobSummary } from "@/lib/admin/outbox";
import { cn } from "@/lib/cn";
import type { OutboxRow } from "@/lib/outbox/queue";

import { PageLinks, PageTotal } from "./pager";

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
    <div>
      <p className="mb-3 text-sm">
        <PageTotal total={total} page={page} />
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-border p-6 text-sm text-muted-foreground">
          {adminCopy.empty}
        </p>
      ) : (
        <section
          className="overflow-x-auto rounded-lg border border-border"
          tabIndex={0}
          aria-label={copy.tableLabel}
        >
          <table className="min-w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                {Object.values(copy.columns).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-3 py-2 font-semibold whitespace-nowrap"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
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
                    <td
                      className={cn(cell, row.status === "failed" && "font-semibold text-danger")}
                    >
                      {copy.states[row.status]}
                    </td>
                    <td className={cell}>{row.attempts}</td>
                    <td className="max-w-sm px-3 py-2 break-words">{row.lastError ?? ""}</td>
                    <td className={cell}>{formatTime(row.sentAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <PageLinks total={total} page={page} href={(to) => `/admin/outbox?page=${to}`} />
    </div>
  );
}
