/** Help articles: src/content/help/*.md, by category (in the categories' order), then by position. */
import { helpCategories, type HelpCategory, type HelpCategoryId } from "@/content/help";
import { helpArticleSchema, type HelpArticleMeta } from "@/content/help/schema";

import { defineCollection, type CollectionEntry } from "./define-collection";
import { relatedItems } from "./related";

export type HelpArticle = CollectionEntry<HelpArticleMeta>;

export function helpArticlePath(slug: string): string {
  return `/help/${slug}`;
}

export function helpCategoryPath(id: HelpCategoryId): string {
  return `/help/category/${id}`;
}

const categoryIndex = (id: HelpCategoryId) =>
  helpCategories.findIndex((category) => category.id === id);

const articles = defineCollection({
  folder: "help",
  schema: helpArticleSchema,
  href: helpArticlePath,
  sort: (a, b) =>
    categoryIndex(a.data.category) - categoryIndex(b.data.category) ||
    a.data.order - b.data.order ||
    a.data.title.localeCompare(b.data.title),
});

/** Every help article, category by category. */
export function getHelpArticles(): readonly HelpArticle[] {
  return articles.all();
}

export function getHelpArticle(slug: string): HelpArticle | undefined {
  return articles.get(slug);
}

/** The articles of the given slugs, in that order (an unknown slug is an error). */
export function getHelpArticlesBySlug(slugs: readonly string[]): HelpArticle[] {
  return slugs.map((slug) => {
    const article = articles.get(slug);
    if (!article) throw new Error(`No help article ${slug}`);
    return article;
  });
}

/** Articles to read next: the rest of the same category first, then the others in order. */
export function getRelatedHelpArticles(slug: string, limit = 3): HelpArticle[] {
  return relatedItems(articles.all(), slug, (article) => article.data.category, limit);
}

/** A help category with its page and the articles that exist in it. */
export interface HelpCategoryPage extends HelpCategory {
  path: string;
  articles: readonly HelpArticle[];
  /** YYYY-MM-DD: when the newest of its articles changed. */
  lastModified: string;
}

/** Every help category with its articles, in the categories' order. */
export function getHelpCategoryPages(): HelpCategoryPage[] {
  return helpCategories.map((category) => {
    const inCategory = articles.all().filter((article) => article.data.category === category.id);
    const lastModified = inCategory
      .map((article) => article.data.updated)
      .reduce((newest, date) => (date > newest ? date : newest), "");
    return { ...category, path: helpCategoryPath(category.id), articles: inCategory, lastModified };
  });
}

export function getHelpCategoryPage(id: string): HelpCategoryPage | undefined {
  return getHelpCategoryPages().find((category) => category.id === id);
}
