import { describe, expect, it } from "vitest";

import { routes } from "@/config/routes";
import { supportFaqs } from "@/content/support";
import { getAllPosts } from "@/lib/collections/blog";
import { getHelpArticles } from "@/lib/collections/help";

import { assertUniqueDocuments, buildSearchIndex } from "./build-index";
import { normalizeArabic, type SearchDocument } from "./options";
import { searchIndex } from "./query";
import {
  blogPostSource,
  docsPageSource,
  gatherSearchDocuments,
  helpArticleSource,
  markdownToText,
  supportFaqSource,
} from "./sources";

// Gathering every document renders every Markdown file of the site: a second or two alone, past
// vitest's 5 s default when the machine is busy with other work.
const GATHER = { timeout: 30_000 };

describe("search sources", GATHER, () => {
  it("indexes every help article with its page, category and body text", () => {
    const documents = helpArticleSource.documents();
    const articles = getHelpArticles();
    expect(documents).toHaveLength(articles.length);
    expect(articles.length).toBeGreaterThanOrEqual(5);
    for (const article of articles) {
      const document = documents.find((item) => item.id === `help:${article.slug}`);
      expect(document).toMatchObject({
        kind: "help",
        title: article.data.title,
        url: `/help/${article.slug}`,
        excerpt: article.data.description,
      });
      expect(document?.text.length).toBeGreaterThan(500);
      expect(document?.text).not.toMatch(/^#|\*\*|\]\(/m);
    }
  });

  it("indexes the six support FAQs, linking to the FAQ section", () => {
    const documents = supportFaqSource.documents();
    expect(documents.map((item) => item.title)).toEqual(supportFaqs.map((faq) => faq.question));
    expect(documents.every((item) => item.kind === "faq" && item.url === "/support#faq")).toBe(
      true,
    );
  });

  it("indexes /docs, /api and every SDK page of the route registry", () => {
    const urls = docsPageSource.documents().map((item) => item.url);
    const expected = routes
      .map((route) => route.path as string)
      .filter((path) => path === "/docs" || path === "/api" || path.startsWith("/docs/sdk/"));
    expect(urls.sort()).toEqual(expected.sort());
    expect(urls).toContain("/docs/sdk/python");
  });

  it("indexes every blog post with its page, excerpt and category", () => {
    const posts = getAllPosts();
    const documents = blogPostSource.documents();
    expect(posts.length).toBeGreaterThanOrEqual(9);
    expect(documents.map((item) => item.url)).toEqual(posts.map((post) => `/blog/${post.slug}`));
    for (const [index, post] of posts.entries()) {
      expect(documents[index]).toMatchObject({
        id: `blog:${post.slug}`,
        kind: "blog",
        title: post.title,
        category: post.category,
      });
      expect(documents[index]?.excerpt.length).toBeLessThanOrEqual(161);
      expect(documents[index]?.text).not.toMatch(/\*\*|\]\(/);
    }
  });

  it("gathers all sources without duplicates", () => {
    const documents = gatherSearchDocuments();
    expect(() => assertUniqueDocuments(documents)).not.toThrow();
    const kinds = new Set(documents.map((item) => item.kind));
    expect([...kinds].sort()).toEqual(["blog", "docs", "faq", "help"]);
  });

  it("indexes the Arabic pages in the Arabic index, at their /ar paths, in Arabic", () => {
    const english = gatherSearchDocuments();
    const arabic = gatherSearchDocuments("ar");
    expect(arabic.map((item) => item.id)).toEqual(english.map((item) => item.id));
    for (const document of arabic) {
      expect(document.url, document.id).toMatch(/^\/ar\//);
      expect(document.title, document.id).toMatch(/[\u0600-\u06ff]/);
    }
    expect(() => assertUniqueDocuments(arabic)).not.toThrow();
  });

  it("turns Markdown into plain text", () => {
    expect(markdownToText("## Title\n\nSome *text* with [a link](/x) and `code`.")).toBe(
      "Title Some text with a link and code.",
    );
  });
});

describe("search index", GATHER, () => {
  const doc = (id: string, title: string, url = `/${id}`): SearchDocument => ({
    id,
    kind: "help",
    title,
    url,
    excerpt: title,
    text: title,
  });

  it("refuses duplicate ids and duplicate title + URL pairs", () => {
    expect(() => buildSearchIndex([doc("a", "One"), doc("a", "Two")])).toThrow(/id a/);
    expect(() => buildSearchIndex([doc("a", "One", "/x"), doc("b", "One", "/x")])).toThrow(
      /Duplicate/,
    );
  });

  it("survives serialisation and finds by prefix and with a typo", async () => {
    const index = buildSearchIndex(gatherSearchDocuments());
    const MiniSearch = (await import("minisearch")).default;
    const { searchIndexOptions } = await import("./options");
    const loaded = MiniSearch.loadJSON<SearchDocument>(JSON.stringify(index), searchIndexOptions);
    expect(searchIndex(loaded, "invoic")[0]?.url).toBe(
      "/help/manage-your-subscription-and-invoices",
    );
    expect(searchIndex(loaded, "authentcation").map((hit) => hit.url)).toContain(
      "/help/authenticate-api-requests",
    );
    expect(searchIndex(loaded, "zqxjkv")).toEqual([]);
    expect(searchIndex(loaded, "   ")).toEqual([]);
  });

  it("finds Arabic articles by their Arabic words, however the word is written", () => {
    const index = buildSearchIndex(gatherSearchDocuments("ar"));
    const invoices = "/ar/help/manage-your-subscription-and-invoices";
    // With and without the article, with a preposition, with hamza on the alef or not.
    expect(searchIndex(index, "الفواتير").map((hit) => hit.url)).toContain(invoices);
    expect(searchIndex(index, "فواتير").map((hit) => hit.url)).toContain(invoices);
    expect(searchIndex(index, "إلغاء الاشتراك").map((hit) => hit.url)).toContain(invoices);
    expect(searchIndex(index, "الغاء الاشتراك").map((hit) => hit.url)).toContain(invoices);
    expect(searchIndex(index, "حقن الموجهات")[0]?.url).toBe(
      "/ar/blog/defending-against-prompt-injection",
    );
  });
});

describe("normalizeArabic", () => {
  it("drops short vowels and tatweel, unifies alef, yaa and taa marbuta, strips the article", () => {
    expect(normalizeArabic("الفاتورة")).toBe("فاتوره");
    expect(normalizeArabic("بالفاتورة")).toBe("فاتوره");
    expect(normalizeArabic("إلغاء")).toBe("الغاء");
    expect(normalizeArabic("مُوجِّه")).toBe("موجه");
    expect(normalizeArabic("الى")).toBe("الي");
  });
});
