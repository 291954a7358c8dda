import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { workflowCopy } from "@/content/admin-workflow";
import { MAILING_LIST_EXPORT } from "@/lib/admin/columns";
import { cn } from "@/lib/cn";
import type { InboxTable as InboxTableName } from "@/lib/db/queries";

import { fieldLabel, fieldValue } from "./field-display";
import { PageLinks, PageTotal } from "./pager";

/**
 * One table of the inbox: React escapes every value, nothing is rendered as HTML. On the tables
 * the team works on (`linked`), each row's id links to its page.
 */
export function InboxTable({
  table,
  columns,
  rows,
  total,
  page,
  linked = false,
  pageHref = (to) => `/admin?tab=${table}&page=${to}`,
}: {
  table: InboxTableName;
  columns: readonly string[];
  rows: Record<string, unknown>[];
  total: number;
  page: number;
  linked?: boolean;
  pageHref?: (page: number) => string;
}) {
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p>
          <PageTotal total={total} page={page} />
        </p>
        <p className="flex flex-wrap gap-4">
          <a
            href={`/admin/export/${table}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {adminCopy.export}
          </a>
          {table === "subscribers" ? (
            <a
              href={`/admin/export/${MAILING_LIST_EXPORT}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {adminCopy.exportMailingList}
            </a>
          ) : null}
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-border p-6 text-sm text-muted-foreground">
          {adminCopy.empty}
        </p>
      ) : (
        <section
          className="overflow-x-auto rounded-lg border border-border"
          tabIndex={0}
          aria-label={adminCopy.tabs[table]}
        >
          <table className="min-w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-3 py-2 font-semibold whitespace-nowrap"
                  >
                    {fieldLabel(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row.id)} className="border-t border-border align-top">
                  {columns.map((column) => (
                    <td
                      key={column}
                      className={cn(
                        "px-3 py-2",
                        column === "message"
                          ? "max-w-md min-w-64 whitespace-pre-wrap"
                          : "whitespace-nowrap",
                      )}
                    >
                      {linked && column === "id" ? (
                        <Link
                          href={`/admin/${table}/${String(row.id)}`}
                          aria-label={workflowCopy.open(Number(row.id))}
                          className="font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {String(row.id)}
                        </Link>
                      ) : (
                        fieldValue(column, row[column])
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <PageLinks total={total} page={page} href={pageHref} />
    </div>
  );
}
