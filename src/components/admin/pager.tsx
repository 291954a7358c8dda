import type * as React from "react";

import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { INBOX_PAGE_SIZE } from "@/lib/admin/columns";

function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
}

/** "12 in total · page 1 of 1", the count in bold: above every list of the inbox. */
export function PageTotal({ total, page }: { total: number; page: number }) {
  return (
    <>
      <span className="font-semibold">{total}</span>
      {adminCopy.inTotal}
      {adminCopy.pageOf(page, pageCount(total))}
    </>
  );
}

/** Previous and next links under a list of the inbox; `href` gives a page's address. */
export function PageLinks({
  total,
  page,
  href,
}: {
  total: number;
  page: number;
  href: (page: number) => string;
}) {
  return (
    <nav aria-label={adminCopy.pagesNavLabel} className="mt-4 flex gap-3 text-sm">
      {page > 1 ? <Link href={href(page - 1)}>{adminCopy.previous}</Link> : null}
      {page < pageCount(total) ? <Link href={href(page + 1)}>{adminCopy.next}</Link> : null}
    </nav>
  );
}

/**
 * One page of an inbox list as a table: the total above, "Nothing here yet." when empty, the
 * table in a scrollable region that keyboard users can focus (named `label`), `columns` as its
 * headings, `children` its rows, and the previous/next links below.
 */
export function PagedTable({
  total,
  page,
  href,
  label,
  columns,
  empty,
  children,
}: {
  total: number;
  page: number;
  href: (page: number) => string;
  label: string;
  columns: readonly string[];
  empty: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <p className="mb-3 text-sm">
        <PageTotal total={total} page={page} />
      </p>
      {empty ? (
        <p className="rounded-lg border border-border p-6 text-sm text-muted-foreground">
          {adminCopy.empty}
        </p>
      ) : (
        <section
          className="overflow-x-auto rounded-lg border border-border"
          tabIndex={0}
          aria-label={label}
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
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </section>
      )}
      <PageLinks total={total} page={page} href={href} />
    </div>
  );
}
