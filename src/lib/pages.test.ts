import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { localeSegment, localizeHref, prefixedLocales, unlocalizedPath } from "@/config/locales";
import { notFoundDocuments } from "@/config/not-found.mjs";
import {
  CHAT_EMAIL_PATHS,
  CHAT_PATH,
  HELP_SEARCH_PATH,
  isRegisteredPath,
  NEWSLETTER_PATHS,
  routes,
} from "@/config/routes";
import { isoDate } from "@/content/front-matter";

import { getAllPosts, getBlogCategoryPages } from "./collections/blog";
import { getCaseStudies } from "./collections/case-studies";
import { getHelpArticles, getHelpCategoryPages } from "./collections/help";
import { listPublicPages, listPublicPagesInAllLocales } from "./pages";

/** The URL pattern of every page.tsx under src/app ("/blog/[slug]", "/"...). */
function pagePatterns(): string[] {
  const appDir = path.resolve(import.meta.dirname, "../app");
  const pageFiles: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page.tsx") pageFiles.push(full);
    }
  };
  walk(appDir);
  const routeOf = (file: string) =>
    "/" +
    path
      .relative(appDir, path.dirname(file))
      .split(path.sep)
      .filter((segment) => segment && !segment.startsWith("("))
      .join("/");
  // The [locale] segment (src/app/(intl)/[locale]) stands for each locale with a prefix.
  return pageFiles.flatMap((file) => {
    const route = routeOf(file).replace(/\/$/, "") || "/";
    if (!route.startsWith("/[locale]")) return [route];
    return prefixedLocales.map((locale) => route.replace("[locale]", localeSegment(locale)));
  });
}

describe("listPublicPages", () => {
  const pages = listPublicPages();

  it("lists every registry route, blog category, blog post, help category, help article and case study, once each", () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([
      ...routes.map((route) => route.path),
      ...getBlogCategoryPages().map((category) => `/blog/category/${category.slug}`),
      ...getAllPosts().map((post) => `/blog/${post.slug}`),
      ...getHelpCategoryPages().map((category) => `/help/category/${category.id}`),
      ...getHelpArticles().map((article) => `/help/${article.slug}`),
      ...getCaseStudies().map((study) => `/case-studies/${study.id}`),
    ]);
  });

  it("gives every page a title, a description, a group and a real date", () => {
    for (const page of pages) {
      expect(page.title.length, page.path).toBeGreaterThan(2);
      expect(page.description.length, page.path).toBeGreaterThan(20);
      expect(page.label.length, page.path).toBeGreaterThan(1);
      expect(isoDate.safeParse(page.lastModified).success, page.path).toBe(true);
    }
    const collectionPages = pages.filter((page) => !isRegisteredPath(page.path));
    expect(collectionPages.every((page) => page.category)).toBe(true);
    const entries = collectionPages.filter(
      (page) => page.group !== "blog-category" && page.group !== "help-category",
    );
    expect(entries.every((page) => page.body)).toBe(true);
    expect(pages.filter((page) => page.group === "blog-post")).toHaveLength(getAllPosts().length);
  });

  it("lists a page for every blog category with posts, dated by its newest post", () => {
    const categoryPages = pages.filter((page) => page.group === "blog-category");
    const categories = new Set(getAllPosts().map((post) => post.category));
    expect(categoryPages.map((page) => page.category).sort()).toEqual([...categories].sort());
    for (const page of categoryPages) {
      const newest = getAllPosts().find((post) => post.category === page.category);
      expect(page.lastModified, page.path).toBe(newest?.date);
    }
  });

  it("dates each post page by its publication date", () => {
    for (const post of getAllPosts()) {
      expect(pages.find((page) => page.path === post.href)?.lastModified).toBe(post.date);
    }
  });

  it("has a page file in src/app for every page, and a registry route for every static page file", () => {
    const patterns = pagePatterns();
    const matches = (route: string) =>
      patterns.some((pattern) => {
        const regex = new RegExp(`^${pattern.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
        return regex.test(route);
      });
    // Every page file in src/app must be a registered route (or a content-driven/admin one).
    // The 404 document of each locale with a prefix: served for unknown paths under its prefix
    // with status 404 (noindex), not a page of the site, so in no registry, sitemap or search
    // index; its file must exist.
    const documents = prefixedLocales.map((locale) => notFoundDocuments[locale].route);
    for (const route of documents) {
      expect(patterns).toContain(route);
      expect(listPublicPagesInAllLocales().map((page) => page.path)).not.toContain(route);
    }
    for (const localized of patterns) {
      if (documents.includes(localized)) continue;
      const pattern = unlocalizedPath(localized);
      if (pattern.startsWith("/admin") || pattern.includes("[")) continue;
      // The search results: one page per query, not a page of the site (noindex).
      if (pattern === HELP_SEARCH_PATH) continue;
      // The newsletter's link targets: reached from emails with a token (noindex).
      if (Object.values<string>(NEWSLETTER_PATHS).includes(pattern)) continue;
      // The live chat: each visitor's own conversation, by their cookie (noindex).
      if (pattern === CHAT_PATH) continue;
      // The chat's email link targets: reached from emails with a token (noindex).
      if (Object.values<string>(CHAT_EMAIL_PATHS).includes(pattern)) continue;
      expect(isRegisteredPath(pattern), `page ${pattern} is not in the registry`).toBe(true);
    }
    for (const page of listPublicPagesInAllLocales()) {
      expect(matches(page.path), page.path).toBe(true);
    }
  });
});

describe("listPublicPages in Arabic", () => {
  const english = listPublicPages();
  const arabic = listPublicPages("ar");

  it("lists the same pages as English, in the same order, under /ar", () => {
    expect(arabic.map((page) => page.basePath)).toEqual(english.map((page) => page.path));
    expect(arabic.map((page) => page.path)).toEqual(
      english.map((page) => localizeHref(page.path, "ar")),
    );
    expect(arabic.every((page) => page.locale === "ar")).toBe(true);
    expect(arabic.map((page) => page.lastModified)).toEqual(
      english.map((page) => page.lastModified),
    );
  });

  it("gives the collections' pages their Arabic words", () => {
    const arabicScript = /[\u0600-\u06ff]/;
    for (const page of arabic.filter((item) => !isRegisteredPath(item.basePath))) {
      expect(page.title, page.path).toMatch(arabicScript);
      expect(page.description, page.path).toMatch(arabicScript);
      expect(page.category, page.path).toMatch(arabicScript);
    }
  });
});
