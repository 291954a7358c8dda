import { describe, expect, it } from "vitest";

import { attributionOf, attributionSentence } from "./attribution-view";

const none = {
  entryPath: null,
  referrerHost: null,
  campaignSource: null,
  campaignMedium: null,
  campaignName: null,
};

describe("where a submission came from, in a sentence", () => {
  it("names the campaign and the page it landed on", () => {
    expect(
      attributionSentence({
        ...none,
        entryPath: "/services/automation",
        campaignSource: "google",
        campaignMedium: "cpc",
        campaignName: "spring-launch",
      }),
    ).toBe("Came from google / cpc / spring-launch, landed on /services/automation");
  });

  it("adds the referrer to a campaign, and keeps only the campaign parts given", () => {
    expect(
      attributionSentence({
        ...none,
        entryPath: "/ar/pricing",
        referrerHost: "google.com",
        campaignSource: "newsletter",
        campaignName: "december",
      }),
    ).toBe("Came from newsletter / december, referred by google.com, landed on /ar/pricing");
  });

  it("names a referrer alone", () => {
    expect(attributionSentence({ ...none, entryPath: "/blog", referrerHost: "linkedin.com" })).toBe(
      "Referred by linkedin.com, landed on /blog",
    );
  });

  it("says direct or unknown without campaign and referrer, with the entry page when known", () => {
    expect(attributionSentence(none)).toBe("Direct or unknown");
    expect(attributionSentence({ ...none, entryPath: "/" })).toBe("Direct or unknown, landed on /");
  });

  it("reads the five columns of a row, anything else or empty as not known", () => {
    expect(
      attributionOf({
        id: 3,
        entryPath: "/contact",
        referrerHost: "",
        campaignSource: "google",
        campaignMedium: 4,
      }),
    ).toEqual({ ...none, entryPath: "/contact", campaignSource: "google" });
    expect(attributionOf({})).toEqual(none);
  });
});
