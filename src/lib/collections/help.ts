/** Help articles: src/content/help/*.md, most viewed first. */
import { helpArticleSchema, type HelpArticleMeta } from "@/content/help/schema";

import { defineCollection, type CollectionEntry } from "./define-collection";
import { relatedItems } from "./related";

export type HelpArticle = CollectionEntry<HelpArticleMeta>;

export function helpArticlePath(slug: string): string {
  return `/help/${slug}`;
}

const articles = defineCollection({
  folder: "help",
  schema: helpArticleSchema,
  href: helpArticlePath,
  sort: (a, b) => b.data.views - a.data.views,
});

/** Every help article, most viewed first. */
export function getHelpArticles(): readonly HelpArticle[] {
  return articles.all();
}

export function getHelpArticle(slug: string): HelpArticle | undefined {
  return articles.get(slug);
}

/** Articles to read next: same category first, then the most viewed. */
export function getRelatedHelpArticles(slug: string, limit = 3): HelpArticle[] {
  return relatedItems(articles.all(), slug, (article) => article.data.category, limit);
}
