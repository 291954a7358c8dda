import * as ar from "@/content/ar/legal/layout";
import * as en from "@/content/legal/layout";
import { formatDate } from "@/lib/format-date";
import { pick } from "@/lib/i18n/pick";
import { getLocale } from "@/lib/i18n/request";

/** "Last updated" line of a legal document, machine-readable through <time dateTime>. */
export function LastUpdated({ date, className }: { date: string; className?: string }) {
  const locale = getLocale();
  const { legalLayoutCopy } = pick(locale, { en, ar });
  return (
    <p className={className}>
      {legalLayoutCopy.lastUpdated} <time dateTime={date}>{formatDate(date, locale)}</time>
    </p>
  );
}
