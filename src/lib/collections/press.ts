/** Press releases: src/content/press/*.md, newest first. */
import { pressReleaseSchema, type PressReleaseData } from "@/content/press/schema";
import { formatDate } from "@/lib/format-date";

import { defineCollection, type CollectionEntry } from "./define-collection";

const releases = defineCollection({
  folder: "press",
  schema: pressReleaseSchema,
  // One page shows the latest release; a release has no page of its own.
  href: () => "/press-release",
  sort: (a, b) => b.data.date.localeCompare(a.data.date),
});

/** Every press release, newest first. */
export function getPressReleases(): readonly CollectionEntry<PressReleaseData>[] {
  return releases.all();
}

/** The opening of the body in press style: "SAN FRANCISCO, October 14, 2026 –". */
export function datelineOf(release: PressReleaseData): string {
  return `${release.dateline.toUpperCase()}, ${formatDate(release.date)} –`;
}
