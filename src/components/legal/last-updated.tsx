import { formatDate } from "@/lib/format-date";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

/** "Last updated" line of a legal document, machine-readable through <time dateTime>. */
export function LastUpdated({ date, className }: { date: string; className?: string }) {
  const locale = getLocale();
  const { legalLayoutCopy } = copy("legal/layout");
  return (
    <p className={className}>
      {legalLayoutCopy.lastUpdated} <time dateTime={date}>{formatDate(date, locale)}</time>
    </p>
  );
}
