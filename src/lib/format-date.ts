import { defaultLocale, localeInfo, type Locale } from "@/config/locales";

import { formatInstant, formatWithMonths } from "./format-instant.mjs";

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "October 14, 2026" (English) or "14 تشرين الأول 2026" (Arabic, the Levantine month names) from
 * "2026-10-14": how the site shows every date it publishes (posts, help articles, press
 * releases, legal documents). The day itself, in UTC, never today's.
 */
export function formatDate(isoDay: string, locale: Locale = defaultLocale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].intl, {
      dateStyle: "long",
      timeZone: "UTC",
    });
    formats.set(locale, format);
  }
  return formatWithMonths(format, new Date(`${isoDay}T00:00:00Z`));
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "Nov 29, 2026, 10:43 AM UTC" (or its Arabic): when something happened, to the minute, in UTC,
 * as the live chat shows and mails each message's time.
 */
export function formatUtcTime(date: Date, locale: Locale = defaultLocale): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].intl, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    });
    timeFormats.set(locale, format);
  }
  return `${formatWithMonths(format, date)} UTC`;
}

/**
 * "December 31, 2026 at 11:59 PM Beirut time" (or its Arabic): an instant to the minute in a
 * given zone, followed by the zone's name (`zoneName`, in the language), as an offer's end is
 * shown. The server writes the same text when it
 * moves the end (src/lib/offer/offer-window.mjs), from the same module.
 */
export function formatZonedDateTime(
  iso: string,
  locale: Locale,
  timeZone: string,
  zoneName: string,
): string {
  return formatInstant(iso, localeInfo[locale].intl, timeZone, zoneName);
}
