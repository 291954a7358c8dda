const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "October 12, 2026" from "2026-10-12": the document's own date, never today's. */
function formatEffectiveDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Last updated" line of a legal document, machine-readable through <time dateTime>. */
export function LastUpdated({ date, className }: { date: string; className?: string }) {
  return (
    <p className={className}>
      Last updated: <time dateTime={date}>{formatEffectiveDate(date)}</time>
    </p>
  );
}
