const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * "October 14, 2026" from "2026-10-14": how the site shows every date it publishes (posts,
 * help articles, press releases, legal documents). The day itself, in UTC, never today's.
 */
export function formatDate(isoDay: string): string {
  return dateFormat.format(new Date(`${isoDay}T00:00:00Z`));
}
