// An instant as the site writes it, to the minute, in a given time zone followed by the zone's
// name as the site writes it for its offices ("December 31, 2026 at 11:59 PM Beirut time"). Plain ESM: server.mjs uses it too, when it rewrites
// an offer's end date at serve time (src/lib/offer/offer-window.mjs); pages read it through
// formatZonedDateTime in src/lib/format-date.ts.

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
  return `${format.format(new Date(iso))} ${zoneName}`;
}
