import { describe, expect, it } from "vitest";

import { campaignLink } from "./campaign-link";

const site = "https://www.cedarwave.example";
const input = { page: "/services/automation", source: "", medium: "", campaign: "" };

describe("the campaign link builder", () => {
  it("builds the link the server counts: trimmed, lower case, in utm order", () => {
    expect(
      campaignLink(site, {
        ...input,
        source: " Google ",
        medium: "CPC",
        campaign: "Spring Launch",
      }),
    ).toEqual({
      state: "built",
      url: "https://www.cedarwave.example/services/automation?utm_source=google&utm_medium=cpc&utm_campaign=spring+launch",
    });
  });

  it("keeps the page's own query and leaves out the fields not given", () => {
    expect(
      campaignLink(site, { ...input, page: "/ar/pricing?plan=pro&utm_source=old", source: "x" }),
    ).toEqual({ state: "built", url: `${site}/ar/pricing?plan=pro&utm_source=x` });
  });

  it("asks for a source, and a path of the site only", () => {
    expect(campaignLink(site, { ...input, medium: "email" })).toEqual({ state: "needs-source" });
    for (const page of ["//evil.example/x", "https://evil.example/", "pricing", "/a b"]) {
      expect(campaignLink(site, { ...input, page, source: "x" })).toEqual({
        state: "invalid-page",
      });
    }
    expect(campaignLink(site, { page: "", source: "", medium: "", campaign: "" })).toEqual({
      state: "empty",
    });
    expect(campaignLink(site, { ...input, page: "", source: "x" })).toEqual({
      state: "built",
      url: `${site}/?utm_source=x`,
    });
  });
});
