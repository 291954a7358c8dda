import fs from "node:fs";
import path from "node:path";

import matter from "gray-matter";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { helpCategories } from "@/content/help";
import { getHelpCategoryPages } from "@/lib/collections/help";

import { HelpCategoryGrid } from "./help-category-grid";

/** How many Markdown files in src/content/help declare each category, read from the files. */
function articlesOnDisk(): Map<string, number> {
  const folder = path.join(process.cwd(), "src", "content", "help");
  const counts = new Map<string, number>();
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".md"))) {
    const { data } = matter(fs.readFileSync(path.join(folder, file), "utf8"));
    const category = String(data.category);
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return counts;
}

describe("the help category cards", () => {
  const onDisk = articlesOnDisk();

  it("every category has at least four articles, sixteen or more in all", () => {
    for (const category of helpCategories) {
      expect(onDisk.get(category.id) ?? 0, category.id).toBeGreaterThanOrEqual(4);
    }
    expect([...onDisk.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(16);
    expect([...onDisk.keys()].sort()).toEqual(helpCategories.map((item) => item.id).sort());
  });

  it("show, for each category, the number of its article files, and link to its page", () => {
    const html = renderToStaticMarkup(<HelpCategoryGrid categories={getHelpCategoryPages()} />);
    const cards = html.split("<li").slice(1);
    expect(cards).toHaveLength(helpCategories.length);
    helpCategories.forEach((category, index) => {
      const card = cards[index]!;
      const count = onDisk.get(category.id)!;
      expect(card).toContain(`>${category.title.replace("&", "&amp;")}<`);
      expect(card).toContain(`href="/help/category/${category.id}"`);
      expect(card).toMatch(new RegExp(`>${count} articles<`));
      // No other count in the card.
      expect(card.match(/>\d+ articles?</g)).toHaveLength(1);
    });
  });
});
