import { describe, expect, it } from "vitest";

import { parseSearchQuery, searchSite } from "./server-search";

describe("server search", () => {
  it("reads the first q, trimmed and cut, and nothing else", () => {
    expect(parseSearchQuery("  invoices ")).toBe("invoices");
    expect(parseSearchQuery(["api key", "other"])).toBe("api key");
    expect(parseSearchQuery(undefined)).toBe("");
    expect(parseSearchQuery(42)).toBe("");
    expect(parseSearchQuery("x".repeat(500))).toHaveLength(200);
  });

  it("finds what the browser's search finds: help articles, FAQs, docs and posts", () => {
    expect(searchSite("invoices").map((hit) => hit.url)).toContain(
      "/help/manage-your-subscription-and-invoices",
    );
    expect(searchSite("prompt injection")[0]?.url).toBe("/blog/defending-against-prompt-injection");
    expect(searchSite("outside business hours").map((hit) => hit.url)).toContain("/support#faq");
    expect(searchSite("zqxjkv")).toEqual([]);
  });

  it("searches the Arabic pages for an Arabic results page", () => {
    const urls = searchSite("الفواتير", "ar").map((hit) => hit.url);
    expect(urls).toContain("/ar/help/manage-your-subscription-and-invoices");
    expect(urls.every((url) => url.startsWith("/ar/"))).toBe(true);
  });
});
