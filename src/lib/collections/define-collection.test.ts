import { describe, expect, it } from "vitest";

import { frontMatterDate } from "@/content/front-matter";
import { helpArticleSchema } from "@/content/help/schema";
import { legalDocumentSlugs, legalFrontMatterSchema } from "@/content/legal/schema";

import { defineCollection } from "./define-collection";
import { relatedItems } from "./related";

describe("defineCollection", () => {
  const help = defineCollection({
    folder: "help",
    schema: helpArticleSchema,
    href: (slug) => `/help/${slug}`,
    sort: (a, b) => a.data.title.localeCompare(b.data.title),
  });

  it("gives every entry its slug, validated data, body and page, in the given order", () => {
    const entries = help.all();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.href).toBe(`/help/${entry.slug}`);
      expect(entry.data.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.body.trim().length).toBeGreaterThan(0);
    }
    const titles = entries.map((entry) => entry.data.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(help.get(entries[0]!.slug)).toBe(entries[0]);
    expect(help.get("no-such-article")).toBeUndefined();
  });

  it("reads the files once", () => {
    expect(help.all()).toBe(help.all());
  });

  it("names the file whose front matter is invalid", () => {
    const wrong = defineCollection({ folder: "legal", schema: helpArticleSchema, href: String });
    expect(() => wrong.all()).toThrow(/Invalid front matter in legal\/cookies\.md/);
  });

  it("finds exactly the legal documents the site declares", () => {
    const legal = defineCollection({
      folder: "legal",
      schema: legalFrontMatterSchema,
      href: String,
    });
    expect(legal.all().map((entry) => entry.slug)).toEqual([...legalDocumentSlugs].sort());
  });
});

describe("frontMatterDate", () => {
  it("accepts a quoted date and a YAML Date, and rejects a day that does not exist", () => {
    expect(frontMatterDate.parse("2026-11-18")).toBe("2026-11-18");
    expect(frontMatterDate.parse(new Date("2026-11-18"))).toBe("2026-11-18");
    expect(frontMatterDate.safeParse("2026-02-30").success).toBe(false);
    expect(frontMatterDate.safeParse("18 Nov 2026").success).toBe(false);
  });
});

describe("relatedItems", () => {
  const items = [
    { slug: "a", group: "x" },
    { slug: "b", group: "y" },
    { slug: "c", group: "x" },
    { slug: "d", group: "y" },
  ];

  it("puts the same group first, then the rest, in the given order, without the item itself", () => {
    const related = relatedItems(items, "d", (item) => item.group);
    expect(related.map((item) => item.slug)).toEqual(["b", "a", "c"]);
    expect(relatedItems(items, "a", (item) => item.group, 2).map((item) => item.slug)).toEqual([
      "c",
      "b",
    ]);
  });

  it("is empty for an unknown slug", () => {
    expect(relatedItems(items, "z", (item) => item.group)).toEqual([]);
  });
});
