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
