// An instant as the site writes it to the minute in a given time zone, with the zone's offset
// ("December 31, 2026 at 11:59 PM GMT+2"). Plain ESM: server.mjs uses it too, when it rewrites
// an offer's end date at serve time (src/lib/offer/offer-window.mjs); pages read it through
// formatZonedDateTime in src/lib/format-date.ts.

const formats = new Map();

/** `iso`: an ISO 8601 date and time; `intl`: an Intl locale ("en-US", "ar-u-nu-latn"). */
export function formatInstant(iso, intl, timeZone) {
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
      timeZoneName: "short",
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
