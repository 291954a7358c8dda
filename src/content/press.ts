/** Press releases: Markdown under src/content/press/, front matter validated at build. */
import "server-only";

import { z } from "zod";

import { siteConfig } from "@/config/site";
import { loadCollection, type MarkdownDocument } from "@/lib/markdown";

import { leadership } from "./team";

const memberNames = leadership.map((member) => member.name);

export const pressReleaseSchema = z.object({
  headline: z.string().min(10),
  subheadline: z.string().min(10),
  /** Publication date, YYYY-MM-DD (YAML may hand it over as a Date). */
  date: z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ),
  dateline: z.literal(siteConfig.offices.sanFrancisco.city),
  /** The media contact: a member of the leadership team. */
  contact: z.string().refine((name) => memberNames.includes(name as (typeof memberNames)[number]), {
    message: "contact must be a member of the leadership team",
  }),
  boilerplate: z.string().min(50),
});

export type PressReleaseData = z.infer<typeof pressReleaseSchema>;

/** Every press release, newest first. */
export function getPressReleases(): MarkdownDocument<PressReleaseData>[] {
  return loadCollection("press", pressReleaseSchema).sort((a, b) =>
    b.data.date.localeCompare(a.data.date),
  );
}

export function formatPressDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The opening of the body in press style: "SAN FRANCISCO, October 14, 2026 –". */
export function datelineOf(release: PressReleaseData): string {
  return `${release.dateline.toUpperCase()}, ${formatPressDate(release.date)} –`;
}

export const pressPage = {
  eyebrow: "Press Release",
  boilerplateTitle: `About ${siteConfig.name}`,
  mediaContactTitle: "Media contact",
  forImmediateRelease: "For immediate release",
};
