// An instant as the site writes it, to the minute, in a given time zone followed by the zone's
// name as the site writes it for its offices ("December 31, 2026 at 11:59 PM Beirut time"). Plain ESM: server.mjs uses it too, when it rewrites
// an offer's end date at serve time (src/lib/offer/offer-window.mjs); pages read it through
// formatZonedDateTime in src/lib/format-date.ts.

/**
 * The months as a Beirut company writes them (the Levantine names), January first: Intl's "ar"
 * gives the Egyptian and Gulf names ("نوفمبر"), which the Arabic edition does not use.
 */
export const LEVANTINE_MONTHS = [
  "كانون الثاني",
  "شباط",
  "آذار",
  "نيسان",
  "أيار",
  "حزيران",
  "تموز",
  "آب",
  "أيلول",
  "تشرين الأول",
  "تشرين الثاني",
  "كانون الأول",
];

const monthNumbers = new Map();

/** The month (1–12) of `date` in `timeZone`. */
function monthIn(date, timeZone) {
  let format = monthNumbers.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { month: "numeric", timeZone });
    monthNumbers.set(timeZone, format);
  }
  return Number(format.format(date));
}

/** A month name in Arabic letters, as Intl writes one for any Arabic locale. */
const ARABIC_MONTH = /^[\u0600-\u06FF\s]+$/;

/**
 * `format.format(date)`, with the Levantine name where the format writes a month's name in
 * Arabic letters (whatever the Intl locale says: the locale registry, src/config/locales.ts,
 * chooses the language, this only how its months are named); months in digits and in other
 * scripts as Intl writes them.
 */
export function formatWithMonths(format, date) {
  const parts = format.formatToParts(date);
  if (!parts.some((part) => part.type === "month" && ARABIC_MONTH.test(part.value))) {
    return format.format(date);
  }
  const month = monthIn(date, format.resolvedOptions().timeZone);
  return parts
    .map((part) =>
      part.type === "month" && ARABIC_MONTH.test(part.value)
        ? LEVANTINE_MONTHS[month - 1]
        : part.value,
    )
    .join("");
}

const formats = new Map();

/**
 * `iso`: an ISO 8601 date and time; `intl`: an Intl locale ("en-US", "ar-u-nu-latn");
 * `zoneName`: the zone's name in that language ("Beirut time", "بتوقيت بيروت").
 */
export function formatInstant(iso, intl, timeZone, zoneName) {
  const key = `${intl} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    });
    formats.set(key, format);
  }
  return `${formatWithMonths(format, new Date(iso))} ${zoneName}`;
}
