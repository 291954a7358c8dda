/**
 * Where the site search finds its documents. Each source turns one kind of content into
 * SearchDocuments; add a source to `searchSources` to make more content searchable.
 */
import "server-only";

import { slug as slugify } from "github-slugger";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

import { defaultLocale, localizeHref, type Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/catalogs";
import { listPublicPages, publicPagesInGroup, type PublicPage } from "@/lib/pages";

import type { SearchDocument } from "./options";

/**
 * One kind of searchable content, in a language: each language's index holds its own pages
 * (their paths with the language's prefix: /ar/help/x in the Arabic index).
 */
export interface SearchSource {
  name: string;
  documents: (locale?: Locale) => SearchDocument[];
}

interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

const blockTypes = new Set(["paragraph", "heading", "listItem", "tableCell", "code", "blockquote"]);

function collectText(node: TextNode, parts: string[]): void {
  if (typeof node.value === "string" && node.type !== "html") parts.push(node.value);
  for (const child of node.children ?? []) collectText(child, parts);
  if (blockTypes.has(node.type)) parts.push(" ");
}

/** The readable text of a Markdown document (no syntax, no raw HTML). */
export function markdownToText(markdown: string): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as TextNode;
  const parts: string[] = [];
  collectText(tree, parts);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Shortens text to about `max` characters at a word boundary. */
function shorten(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 0)).replace(/[\s,.;:،؛]+$/, "")}…`;
}

/** The slug of a collection page: the last segment of its path. */
function slugOf(page: PublicPage): string {
  return page.path.slice(page.path.lastIndexOf("/") + 1);
}

export const helpArticleSource: SearchSource = {
  name: "help articles",
  documents: (locale = defaultLocale) =>
    publicPagesInGroup("help-article", locale).map((page) => ({
      id: `help:${slugOf(page)}`,
      kind: "help",
      title: page.title,
      url: page.path,
      excerpt: page.description,
      category: page.category,
      text: markdownToText(page.body ?? ""),
    })),
};

export const supportFaqSource: SearchSource = {
  name: "support FAQs",
  documents: (locale = defaultLocale) => {
    const { supportFaqs, supportFaqSection } = copyIn(locale, "support");
    const { searchCategories } = copyIn(locale, "search");
    // The id is the default language's question's slug in every language (the same FAQ, one id).
    const idQuestions = copyIn(defaultLocale, "support").supportFaqs;
    return supportFaqs.map((faq, index) => ({
      id: `faq:${slugify(idQuestions[index]!.question)}`,
      kind: "faq",
      title: faq.question,
      url: localizeHref(`/support#${supportFaqSection.id}`, locale),
      excerpt: shorten(faq.answer),
      category: searchCategories.faq,
      text: faq.answer,
    }));
  },
};

function isDocsPage(page: PublicPage): boolean {
  const path = page.basePath;
  return path === "/docs" || path === "/api" || path.startsWith("/docs/");
}

/** Docs pages, from the registry (title and description). */
export const docsPageSource: SearchSource = {
  name: "docs pages",
  documents: (locale = defaultLocale) => {
    const { searchCategories } = copyIn(locale, "search");
    return listPublicPages(locale)
      .filter(isDocsPage)
      .map((page) => ({
        id: `docs:${page.basePath}`,
        kind: "docs",
        title: page.title,
        url: page.path,
        excerpt: page.description,
        category: page.basePath.startsWith("/docs/sdk/")
          ? searchCategories.sdks
          : searchCategories.docs,
        text: `${page.label} ${page.description}`,
      }));
  },
};

export const blogPostSource: SearchSource = {
  name: "blog posts",
  documents: (locale = defaultLocale) =>
    publicPagesInGroup("blog-post", locale).map((page) => ({
      id: `blog:${slugOf(page)}`,
      kind: "blog",
      title: page.title,
      url: page.path,
      excerpt: shorten(page.description),
      category: page.category,
      text: markdownToText(page.body ?? ""),
    })),
};

const searchSources: readonly SearchSource[] = [
  helpArticleSource,
  supportFaqSource,
  docsPageSource,
  blogPostSource,
];

/** Every searchable document of a language's pages (English when not given). */
export function gatherSearchDocuments(
  locale: Locale = defaultLocale,
  sources: readonly SearchSource[] = searchSources,
): SearchDocument[] {
  return sources.flatMap((source) => source.documents(locale));
}
