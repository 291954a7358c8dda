import { describe, expect, it } from "vitest";

import { apiFacts } from "@/content/docs/api-facts";
import { quickStart } from "@/content/docs/docs-page";
import { configuration, userGuides } from "@/content/docs/docs-sections";
import { apiErrorStatuses } from "@/content/docs/errors";
import { sdks } from "@/content/docs/sdks";
import {
  helpCategories,
  helpCategoryPageCopy,
  helpTutorials,
  popularHelpArticleSlugs,
} from "@/content/help";
import { getLegalDocument } from "@/lib/collections/legal";
import { renderMarkdown } from "@/lib/markdown";
import { listPublicPages } from "@/lib/pages";

import { estimateReadMinutes } from "./blog";
import {
  getHelpArticle,
  getHelpArticles,
  getHelpCategoryPage,
  getHelpCategoryPages,
  getRelatedHelpArticles,
} from "./help";

const articles = getHelpArticles();

/** The ids of a rendered HTML document's elements. */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
}

/** Every Markdown link of a body: [text](target). */
function linksOf(body: string): string[] {
  return [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

describe("help articles", () => {
  it("list every category's articles in order, each position used once", () => {
    const pages = getHelpCategoryPages();
    expect(pages.map((page) => page.id)).toEqual(helpCategories.map((category) => category.id));
    expect(pages.flatMap((page) => page.articles)).toEqual([...articles]);
    for (const page of pages) {
      expect(page.path).toBe(`/help/category/${page.id}`);
      expect(page.articles.map((article) => article.data.order)).toEqual(
        page.articles.map((_, index) => index + 1),
      );
      const newest = page.articles
        .map((article) => article.data.updated)
        .sort()
        .at(-1);
      expect(page.lastModified).toBe(newest);
      expect(getHelpCategoryPage(page.id)).toEqual(page);
    }
    expect(getHelpCategoryPage("no-such-category")).toBeUndefined();
  });

  it("are public pages, with one page per category titled with it", () => {
    const paths = listPublicPages().map((page) => page.path);
    for (const article of articles) expect(paths).toContain(article.href);
    for (const page of getHelpCategoryPages()) {
      const listed = listPublicPages().find((item) => item.path === page.path);
      expect(listed?.group).toBe("help-category");
      expect(listed?.title).toBe(helpCategoryPageCopy.title(page));
    }
  });

  it("declare a read time that matches their length", () => {
    for (const article of articles) {
      expect(article.data.readTime, article.slug).toBe(estimateReadMinutes(article.body));
    }
  });

  it("have numbered steps and say where to turn when it does not work", () => {
    for (const article of articles) {
      expect(article.body, article.slug).toMatch(/^1\. /m);
      const links = linksOf(article.body);
      expect(links.includes("/support") || links.includes("/contact"), article.slug).toBe(true);
    }
  });

  it("link only to pages that exist, and to headings that exist", async () => {
    const pages = new Set(listPublicPages().map((page) => page.path));
    const docsIds = new Set<string>([
      quickStart.id,
      ...quickStart.steps.map((step) => step.id),
      configuration.id,
      ...configuration.topics.map((topic) => topic.id),
      userGuides.id,
      ...userGuides.topics.map((topic) => topic.id),
    ]);
    const privacyIds = idsOf((await getLegalDocument("privacy")).html);
    for (const article of articles) {
      for (const link of linksOf(article.body)) {
        if (!link.startsWith("/")) {
          expect(link, article.slug).toMatch(/^(#|mailto:)/);
          continue;
        }
        const [path = "", hash] = link.split("#");
        expect(pages.has(path), `${article.slug} links to ${path}`).toBe(true);
        if (hash === undefined) continue;
        let ids: Set<string> | undefined;
        if (path.startsWith("/help/")) {
          const target = getHelpArticle(path.slice("/help/".length));
          ids = idsOf((await renderMarkdown(target?.body ?? "")).html);
        } else if (path === "/docs") ids = docsIds;
        else if (path === "/privacy") ids = privacyIds;
        if (ids) expect(ids.has(hash), `${article.slug} links to ${link}`).toBe(true);
      }
    }
  });

  it("state the API's facts as the documentation does", () => {
    const statuses = new Set(apiErrorStatuses.map((error) => String(error.status)));
    const installs = new Set<string>(sdks.map((sdk) => sdk.install.code));
    for (const { slug, body } of articles) {
      for (const match of body.matchAll(/https:\/\/api\.[^\s/`"']+/g)) {
        expect(match[0], slug).toBe(apiFacts.baseUrl);
      }
      for (const match of body.matchAll(/\bcw_[a-z]+_/g)) {
        expect([apiFacts.liveKeyPrefix, apiFacts.testKeyPrefix], slug).toContain(match[0]);
      }
      for (const match of body.matchAll(/\b[A-Z]+_API_KEY\b/g)) {
        expect(match[0], slug).toBe(apiFacts.keyEnvVar);
      }
      for (const match of body.matchAll(/"model": "([^"]+)"|model: "([^"]+)"/g)) {
        expect(match[1] ?? match[2], slug).toBe(apiFacts.sampleModel);
      }
      // Every HTTP error status an article names is one the API answers with.
      for (const match of body.matchAll(/\b[45]\d\d\b/g)) {
        expect(statuses.has(match[0]), `${slug} names status ${match[0]}`).toBe(true);
      }
      for (const match of body.matchAll(
        /`((?:npm install|pip install|composer require|gem install) [^`]+)`/g,
      )) {
        expect(installs.has(match[1]!), `${slug}: ${match[1]}`).toBe(true);
      }
    }
  });

  it("state no price, support hours, phone number, response time or live chat", () => {
    const claims = [
      /\$\s?\d/, // prices live on /pricing
      /24\/7|around the clock|round-the-clock/i,
      /live chat/i,
      /\b\d{1,2}(:\d\d)?\s?(am|pm)\b/i,
      /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\s?[-–]\s?(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/,
      /\b(EST|PST|UTC|GMT|EET)\b/,
      /within (an? |one |\d+ )(hour|minute|business day|working day|day)/i,
      /\+\d[\d\s().-]{7,}/,
    ];
    for (const { slug, body, data } of articles) {
      for (const claim of claims) {
        expect(`${data.description}\n${body}`, `${slug} ${claim}`).not.toMatch(claim);
      }
    }
  });

  it("relate the rest of the same category first", () => {
    const [first] = articles;
    const related = getRelatedHelpArticles(first!.slug);
    expect(related).toHaveLength(3);
    expect(related.every((article) => article.data.category === first!.data.category)).toBe(true);
  });
});

describe("the help center's chosen lists", () => {
  it("name popular articles that exist, once each", () => {
    expect(new Set(popularHelpArticleSlugs).size).toBe(popularHelpArticleSlugs.length);
    for (const slug of popularHelpArticleSlugs) expect(getHelpArticle(slug), slug).toBeDefined();
  });

  it("give each step-by-step guide an article of its category, and no invented numbers", () => {
    for (const tutorial of helpTutorials) {
      const article = getHelpArticle(tutorial.articleSlug);
      expect(article, tutorial.id).toBeDefined();
      expect(article?.data.category).toBe(tutorial.category);
      expect(tutorial.steps.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(tutorial).sort()).toEqual(
        ["articleSlug", "category", "id", "steps", "summary", "title"].sort(),
      );
    }
  });
});
