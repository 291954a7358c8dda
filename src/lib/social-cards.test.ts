import { describe, expect, it } from "vitest";

import { routes } from "@/config/routes";
import { siteConfig } from "@/config/site";
import { getCaseStudies } from "@/lib/collections/case-studies";
import { getHelpArticles, getHelpCategoryPages } from "@/lib/collections/help";

import { getAllPosts, getBlogCategoryPages } from "./collections/blog";
import { listPublicPages } from "./pages";
import { cardDescription, socialCard, socialCards } from "./social-cards";

/*
 * The cards are drawn with the Latin subset of Inter. A character outside it would make Satori
 * fetch a fallback font from the network at build time, which this build must never do.
 */
const latinSubset =
  /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022]*$/;

describe("social cards", () => {
  const cards = socialCards().filter((card) => card.locale === "en");

  it("exist for every registry route, blog category, blog post, help category, help article and case study, once each", () => {
    const paths = cards.map((card) => card.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(routes.map((route) => route.path)));
    expect(paths).toEqual(expect.arrayContaining(getAllPosts().map((post) => post.href)));
    expect(paths).toEqual(expect.arrayContaining(getHelpArticles().map((article) => article.href)));
    const studies = getCaseStudies().map((study) => study.href);
    expect(paths).toEqual(expect.arrayContaining(studies));
    const helpCategories = getHelpCategoryPages().map((category) => category.path);
    expect(paths).toEqual(expect.arrayContaining(helpCategories));
    const categories = getBlogCategoryPages().map((category) => category.path);
    expect(categories.length).toBeGreaterThan(0);
    expect(paths).toEqual(expect.arrayContaining(categories));
    expect(paths).toHaveLength(
      routes.length +
        categories.length +
        getAllPosts().length +
        helpCategories.length +
        getHelpArticles().length +
        studies.length,
    );
  });

  it("only use characters the bundled font has", () => {
    for (const card of cards) {
      for (const text of [card.kicker, card.title, card.description]) {
        expect(text, card.path).toMatch(latinSubset);
      }
    }
  });

  it("fit their text: short titles, descriptions of at most two lines", () => {
    for (const card of cards) {
      expect(card.title.length, card.path).toBeLessThanOrEqual(100);
      expect(card.description.length, card.path).toBeLessThanOrEqual(125);
    }
  });
});

describe("Arabic social cards", () => {
  const cards = socialCards().filter((card) => card.locale === "ar");
  const arabicLetters = /[\u0621-\u064a]/u;

  it("exist for every Arabic page, once each, at the page's /ar path", () => {
    const pages = listPublicPages("ar");
    expect(pages.length).toBe(listPublicPages("en").length);
    expect(cards.map((card) => card.path)).toEqual(pages.map((page) => page.path));
    for (const card of cards) expect(socialCard(card.path), card.path).toEqual(card);
  });

  it("are in Arabic: title, description and kicker", () => {
    expect(cards.some((card) => card.kicker !== siteConfig.legalName)).toBe(true);
    for (const card of cards) {
      expect(card.title, card.path).toMatch(arabicLetters);
      expect(card.description, card.path).toMatch(arabicLetters);
      // The main pages' kicker is the company's name, which stays in Latin script.
      if (card.kicker !== siteConfig.legalName)
        expect(card.kicker, card.path).toMatch(arabicLetters);
    }
  });

  it("give a post's card the English post's art and the Arabic title", () => {
    const posts = getAllPosts();
    const postCards = cards.filter((card) => card.cover);
    expect(postCards).toHaveLength(posts.length);
    for (const post of posts) {
      const card = socialCard(`/ar${post.href}`);
      expect(card?.cover).toEqual({ category: post.category, title: post.title });
      expect(card?.title).not.toBe(post.title);
    }
  });

  it("fit their text: descriptions cut for two lines", () => {
    for (const card of cards) {
      expect(card.title.length, card.path).toBeLessThanOrEqual(100);
      expect(card.description.length, card.path).toBeLessThanOrEqual(125);
    }
  });
});

describe("cardDescription", () => {
  it("keeps a short first sentence", () => {
    expect(cardDescription("One short sentence. And a second one that is long.")).toBe(
      "One short sentence.",
    );
  });

  it("cuts long text at a word boundary, never after a joining word", () => {
    const text = `${"word ".repeat(15)}conversations, and enterprise plans with custom pricing`;
    const cut = cardDescription(text, 100);
    expect(cut.endsWith("conversations…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(100);
  });

  it("cuts Arabic text at a word boundary, never after a joining word", () => {
    const text = `${"كلمة ".repeat(15)}المحادثات في الشركات الصغيرة والمتوسطة وخطط المؤسسات بأسعار مخصصة`;
    const cut = cardDescription(text, 90, "ar");
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).not.toMatch(/\s(?:في|من|إلى|على)…$/u);
    expect(cut.length).toBeLessThanOrEqual(90);
  });

  it("keeps a short Arabic first sentence, ending in a question mark", () => {
    expect(cardDescription("ما الذي يهم فعلًا؟ ثم جملة ثانية أطول بكثير.", 125, "ar")).toBe(
      "ما الذي يهم فعلًا؟",
    );
  });

  it("leaves text that already fits alone", () => {
    expect(cardDescription("Fits without a full stop", 40)).toBe("Fits without a full stop");
  });
});
