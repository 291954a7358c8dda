/**
 * Where the site search finds its documents. Each source turns one kind of content into
 * SearchDocuments; add a source to `searchSources` to make more content searchable.
 */
import "server-only";

import { slug as slugify } from "github-slugger";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

import { supportFaqs, supportFaqSection } from "@/content/support";
import { listPublicPages, publicPagesInGroup, type PublicPage } from "@/lib/pages";

import type { SearchDocument } from "./options";

export interface SearchSource {
  name: string;
  documents: () => SearchDocument[];
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
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 0)).replace(/[\s,.;:]+$/, "")}…`;
}

/** The slug of a collection page: the last segment of its path. */
function slugOf(page: PublicPage): string {
  return page.path.slice(page.path.lastIndexOf("/") + 1);
}

export const helpArticleSource: SearchSource = {
  name: "help articles",
  documents: () =>
    publicPagesInGroup("help-article").map((page) => ({
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
  documents: () =>
    supportFaqs.map((faq) => ({
      id: `faq:${slugify(faq.question)}`,
      kind: "faq",
      title: faq.question,
      url: `/support#${supportFaqSection.id}`,
      excerpt: shorten(faq.answer),
      category: "Support",
      text: faq.answer,
    })),
};

function isDocsPage(page: PublicPage): boolean {
  return page.path === "/docs" || page.path === "/api" || page.path.startsWith("/docs/");
}

/** Docs pages, from the registry (title and description). */
export const docsPageSource: SearchSource = {
  name: "docs pages",
  documents: () =>
    listPublicPages()
      .filter(isDocsPage)
      .map((page) => ({
        id: `docs:${page.path}`,
        kind: "docs",
        title: page.title,
        url: page.path,
        excerpt: page.description,
        category: page.path.startsWith("/docs/sdk/") ? "SDKs" : "Documentation",
        text: `${page.label} ${page.description}`,
      })),
};

export const blogPostSource: SearchSource = {
  name: "blog posts",
  documents: () =>
    publicPagesInGroup("blog-post").map((page) => ({
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

export function gatherSearchDocuments(
  sources: readonly SearchSource[] = searchSources,
): SearchDocument[] {
  return sources.flatMap((source) => source.documents());
}
