import fs from "node:fs";
import path from "node:path";

import matter from "gray-matter";
import { describe, expect, it } from "vitest";

import { frontMatterDate } from "@/content/front-matter";
import { helpArticleSchema } from "@/content/help/schema";
import { legalDocumentSlugs, legalFrontMatterSchema } from "@/content/legal/schema";

import { blogPosts } from "./blog";
import { assertSameSlugs, defineCollection } from "./define-collection";
import { helpArticles } from "./help";
import { legalDocuments } from "./legal-documents";
import { pressReleases } from "./press";
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

describe("translated collections", () => {
  const root = path.join(process.cwd(), "src", "content");
  const slugsOn = (folder: string) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith(".md"))
      .map((name) => name.slice(0, -3))
      .sort();
  const collections = [
    { folder: "blog", all: blogPosts.all },
    { folder: "help", all: helpArticles.all },
    { folder: "press", all: pressReleases.all },
    { folder: "legal", all: legalDocuments.all },
  ] as const;

  it.each(collections)(
    "$folder has every entry in Arabic and in English, and nothing in one only",
    ({ folder, all }) => {
      expect(slugsOn(path.join(folder, "ar"))).toEqual(slugsOn(folder));
      const english = all("en");
      const arabic = all("ar");
      expect(arabic.map((entry) => entry.slug)).toEqual(english.map((entry) => entry.slug));
      expect(arabic.every((entry) => entry.locale === "ar")).toBe(true);
    },
  );

  it.each(collections)(
    "$folder: an Arabic entry writes only its free text; every other fact is the English entry's",
    ({ folder, all }) => {
      const english = all("en");
      all("ar").forEach((entry, index) => {
        const original = english[index]!;
        const { data } = matter(
          fs.readFileSync(path.join(root, folder, "ar", `${entry.slug}.md`), "utf8"),
        );
        for (const [key, value] of Object.entries(original.data)) {
          const own = entry.data[key as keyof typeof entry.data];
          if (key in data) expect(own, `${folder}/ar/${entry.slug}: ${key}`).not.toBe(value);
          else expect(own, `${folder}/ar/${entry.slug}: ${key}`).toEqual(value);
        }
        expect(entry.href).toBe(original.href);
      });
    },
  );

  it("names the files a language is missing", () => {
    expect(() => assertSameSlugs("blog", "ar", ["a", "b"], ["b", "c"])).toThrow(
      /blog\/a\.md has no blog\/ar\/a\.md[\s\S]*blog\/ar\/c\.md has no blog\/c\.md/,
    );
    expect(() => assertSameSlugs("blog", "ar", ["a"], ["a"])).not.toThrow();
  });

  it("refuses a translation of a collection written in English only", () => {
    const english = defineCollection({ folder: "help", schema: helpArticleSchema, href: String });
    expect(english.locales).toEqual(["en"]);
    expect(() => english.all("ar")).toThrow(/not written in ar/);
  });
});
