/**
 * Press releases: src/content/press/*.md, newest first; their Arabic text in
 * src/content/press/ar/ (headline, subheadline and boilerplate only).
 */
import { defaultLocale, type Locale } from "@/config/locales";
import { pressReleaseSchema, type PressReleaseData } from "@/content/press/schema";
import { formatDate } from "@/lib/format-date";
import { copyIn } from "@/lib/i18n/catalogs";

import { defineCollection, type CollectionEntry } from "./define-collection";

export const pressReleases = defineCollection({
  folder: "press",
  schema: pressReleaseSchema,
  // One page shows the latest release; a release has no page of its own.
  href: () => "/press-release",
  sort: (a, b) => b.data.date.localeCompare(a.data.date),
  translatedKeys: ["headline", "subheadline", "boilerplate"],
});

/** Every press release in a language, newest first. */
export function getPressReleases(
  locale: Locale = defaultLocale,
): readonly CollectionEntry<PressReleaseData>[] {
  return pressReleases.all(locale);
}

/** The opening of the body in press style: "SAN FRANCISCO, October 14, 2026 –". */
export function datelineOf(release: PressReleaseData, locale: Locale = defaultLocale): string {
  return copyIn(locale, "press").dateline(release.dateline, formatDate(release.date, locale));
}
