/** Help articles: Markdown files in ./help with validated front matter (server only). */
import "server-only";

import { z } from "zod";

import { loadCollection, type MarkdownDocument } from "@/lib/markdown";

import { helpCategoryIds } from "./help";

const helpArticleSchema = z.object({
  title: z.string().min(1),
  category: z.enum(helpCategoryIds),
  /** Minutes. */
  readTime: z.number().int().positive(),
  rating: z.number().min(0).max(5),
  views: z.number().int().nonnegative(),
  description: z.string().min(1),
  /** ISO date the article last changed (YAML may give a Date). */
  updated: z.union([z.string(), z.date()]).transform((value, ctx) => {
    const date = value instanceof Date ? value : new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "updated must be a date (YYYY-MM-DD)" });
      return z.NEVER;
    }
    return date.toISOString().slice(0, 10);
  }),
});

type HelpArticleMeta = z.infer<typeof helpArticleSchema>;
export type HelpArticle = MarkdownDocument<HelpArticleMeta>;

const HELP_BASE_PATH = "/help";

export function helpArticlePath(slug: string): string {
  return `${HELP_BASE_PATH}/${slug}`;
}

/** Every help article, most viewed first. */
export function getHelpArticles(): HelpArticle[] {
  return loadCollection("help", helpArticleSchema).sort((a, b) => b.data.views - a.data.views);
}

export function getHelpArticle(slug: string): HelpArticle | undefined {
  return getHelpArticles().find((article) => article.slug === slug);
}

/** Articles to read next: same category first, then the most viewed. */
export function getRelatedHelpArticles(slug: string, limit = 3): HelpArticle[] {
  const articles = getHelpArticles();
  const current = articles.find((article) => article.slug === slug);
  const others = articles.filter((article) => article.slug !== slug);
  const sameCategory = others.filter((a) => a.data.category === current?.data.category);
  const rest = others.filter((a) => a.data.category !== current?.data.category);
  return [...sameCategory, ...rest].slice(0, limit);
}

/** Help article pages with their last change, for the sitemap. */
export function helpArticleSitemapEntries(): { path: string; lastModified: string }[] {
  return getHelpArticles().map((article) => ({
    path: helpArticlePath(article.slug),
    lastModified: article.data.updated,
  }));
}
