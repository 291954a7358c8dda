import { describe, expect, it } from "vitest";

import { siteConfig } from "@/config/site";
import { pressReleaseSchema } from "@/content/press/schema";

import { datelineOf, getPressReleases } from "./press";

describe("press releases", () => {
  const releases = getPressReleases();

  it("has at least one release with valid front matter, datelined San Francisco", () => {
    expect(releases.length).toBeGreaterThan(0);
    for (const release of releases) {
      expect(release.data.dateline).toBe(siteConfig.offices.sanFrancisco.city);
      expect(release.body.trim().length).toBeGreaterThan(500);
    }
  });

  it("opens with the dateline in press style", () => {
    expect(datelineOf(releases[0]!.data)).toBe("SAN FRANCISCO, October 14, 2026 –");
  });

  it("rejects a release from another city or with an unknown contact", () => {
    const base = releases[0]!.data;
    expect(pressReleaseSchema.safeParse({ ...base, dateline: "Beirut" }).success).toBe(false);
    expect(pressReleaseSchema.safeParse({ ...base, contact: "Nobody" }).success).toBe(false);
  });
});
