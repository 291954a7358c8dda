import { describe, expect, it } from "vitest";

import { aiServicePages } from "./service-pages";

describe.each(Object.entries(aiServicePages))("AI service page %s", (_slug, page) => {
  const ids = page.sections.map((section) => section.id);

  it("gives every section its own anchor", () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("links the hero and the call to action only to anchors the page has", () => {
    const hrefs = [page.hero.primary, page.hero.secondary, page.cta.primary, page.cta.secondary]
      .map((cta) => cta?.href)
      .filter((href) => href?.startsWith("#"));
    for (const href of hrefs) expect(ids).toContain(href?.slice(1));
  });
});
