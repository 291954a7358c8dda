import { formatDate } from "@/lib/format-date";

/** "Last updated" line of a legal document, machine-readable through <time dateTime>. */
export function LastUpdated({ date, className }: { date: string; className?: string }) {
  return (
    <p className={className}>
      Last updated: <time dateTime={date}>{formatDate(date)}</time>
    </p>
  );
}
