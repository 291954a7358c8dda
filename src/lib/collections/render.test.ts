import { describe, expect, it } from "vitest";

import { localizeHref } from "@/config/locales";
import { headingIdsOf } from "@/lib/markdown";

import { getAllPosts } from "./blog";
import { getHelpArticles } from "./help";
import { fillLegalPlaceholders, legalDocuments } from "./legal-documents";
import { renderEntry } from "./render";

/** Every page a collection makes, in Arabic, with its Markdown as rendered. */
const arabicPages = [
  ...getAllPosts("ar"),
  ...getHelpArticles("ar"),
  ...legalDocuments.all("ar").map((entry) => ({
    ...entry,
    body: fillLegalPlaceholders(entry.body, "ar", entry.slug),
  })),
];

const rendered = new Map(
  await Promise.all(
    arabicPages.map(async (page) => [page.href, (await renderEntry(page)).html] as const),
  ),
);

const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));

describe("Arabic Markdown pages", () => {
  it.each(arabicPages.map((page) => [page.href, page] as const))(
    "%s keeps the English page's heading ids",
    (href, page) => {
      const english = [...getAllPosts(), ...getHelpArticles()].find((item) => item.href === href);
      const englishBody =
        english?.body ??
        fillLegalPlaceholders(legalDocuments.get(href.slice(1))!.body, "en", href.slice(1));
      const ids = idsOf(rendered.get(href)!);
      for (const heading of headingIdsOf(englishBody)) expect(ids, href).toContain(heading.id);
      expect(headingIdsOf(page.body)).toHaveLength(headingIdsOf(englishBody).length);
    },
  );

  it.each([...rendered.entries()])(
    "%s links to Arabic pages, and every #fragment to a collection page names a heading of it",
    (href, html) => {
      const links = [...html.matchAll(/<a href="(\/[^"]*)"/g)].map((match) => match[1]!);
      for (const link of links) {
        expect(link, href).toBe(localizeHref(link, "ar"));
        const [target, fragment] = link.split("#");
        const page = target ? rendered.get(target.replace(/^\/ar/, "")) : undefined;
        if (fragment && page) expect(idsOf(page), link).toContain(fragment);
      }
      for (const [, fragment] of html.matchAll(/<a href="#([^"]+)"/g)) {
        expect(idsOf(html), `${href}#${fragment}`).toContain(fragment);
      }
    },
  );
});
