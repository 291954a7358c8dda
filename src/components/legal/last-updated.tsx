import { legalLayoutCopy } from "@/content/legal/layout";
import { formatDate } from "@/lib/format-date";

/** "Last updated" line of a legal document, machine-readable through <time dateTime>. */
export function LastUpdated({ date, className }: { date: string; className?: string }) {
  return (
    <p className={className}>
      {legalLayoutCopy.lastUpdated} <time dateTime={date}>{formatDate(date)}</time>
    </p>
  );
}
