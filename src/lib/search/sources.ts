/**
 * Where the site search finds its documents. Each source turns one kind of content into
 * SearchDocuments; add a source to `searchSources` to make more content searchable.
 */
import "server-only";

import { slug as slugify } from "github-slugger";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

import { routes, type RouteEntry } from "@/config/routes";
import { helpCategory } from "@/content/help";
import { supportFaqs, supportFaqSection } from "@/content/support";
import { getAllPosts, type BlogPost } from "@/lib/collections/blog";
import { getHelpArticles, helpArticlePath } from "@/lib/collections/help";

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

export const helpArticleSource: SearchSource = {
  name: "help articles",
  documents: () =>
    getHelpArticles().map((article) => ({
      id: `help:${article.slug}`,
      kind: "help",
      title: article.data.title,
      url: helpArticlePath(article.slug),
      excerpt: article.data.description,
      category: helpCategory(article.data.category).title,
      text: markdownToText(article.body),
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

function isDocsRoute(route: RouteEntry): boolean {
  return route.path === "/docs" || route.path === "/api" || route.path.startsWith("/docs/");
}

/** Docs pages, from the route registry (title and description). */
export const docsPageSource: SearchSource = {
  name: "docs pages",
  documents: () =>
    (routes as readonly RouteEntry[]).filter(isDocsRoute).map((route) => ({
      id: `docs:${route.path}`,
      kind: "docs",
      title: route.title,
      url: route.path,
      excerpt: route.description,
      category: route.path.startsWith("/docs/sdk/") ? "SDKs" : "Documentation",
      text: `${route.label} ${route.description}`,
    })),
};

/** Blog posts, through the blog's own loader (validated front matter, one slug rule). */
function blogPostDocuments(posts: readonly BlogPost[]): SearchDocument[] {
  return posts.map((post) => ({
    id: `blog:${post.slug}`,
    kind: "blog",
    title: post.title,
    url: post.href,
    excerpt: shorten(post.excerpt),
    category: post.category,
    text: markdownToText(post.body),
  }));
}

export const blogPostSource: SearchSource = {
  name: "blog posts",
  documents: () => blogPostDocuments(getAllPosts()),
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
