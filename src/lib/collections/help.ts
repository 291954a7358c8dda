/**
 * Help articles: src/content/help/*.md, by category (in the categories' order), then by
 * position; their Arabic text in src/content/help/ar/ (title and description only).
 */
import { defaultLocale, type Locale } from "@/config/locales";
import { helpCategories, type HelpCategory, type HelpCategoryId } from "@/content/help";
import { helpArticleSchema, type HelpArticleMeta } from "@/content/help/schema";
import { copyIn } from "@/lib/i18n/catalogs";

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

export const helpArticles = defineCollection({
  folder: "help",
  schema: helpArticleSchema,
  href: helpArticlePath,
  sort: (a, b) =>
    categoryIndex(a.data.category) - categoryIndex(b.data.category) ||
    a.data.order - b.data.order ||
    a.data.title.localeCompare(b.data.title),
  translatedKeys: ["title", "description"],
});

/** Every help article in a language, category by category. */
export function getHelpArticles(locale: Locale = defaultLocale): readonly HelpArticle[] {
  return helpArticles.all(locale);
}

export function getHelpArticle(
  slug: string,
  locale: Locale = defaultLocale,
): HelpArticle | undefined {
  return helpArticles.get(slug, locale);
}

/** The articles of the given slugs, in that order (an unknown slug is an error). */
export function getHelpArticlesBySlug(
  slugs: readonly string[],
  locale: Locale = defaultLocale,
): HelpArticle[] {
  return slugs.map((slug) => {
    const article = helpArticles.get(slug, locale);
    if (!article) throw new Error(`No help article ${slug}`);
    return article;
  });
}

/** Articles to read next: the rest of the same category first, then the others in order. */
export function getRelatedHelpArticles(
  slug: string,
  locale: Locale = defaultLocale,
  limit = 3,
): HelpArticle[] {
  return relatedItems(helpArticles.all(locale), slug, (article) => article.data.category, limit);
}

/** A help category with its page and the articles that exist in it. */
export interface HelpCategoryPage extends HelpCategory {
  path: string;
  articles: readonly HelpArticle[];
  /** YYYY-MM-DD: when the newest of its articles changed. */
  lastModified: string;
}

/** Every help category with its articles, in the categories' order (its words in `locale`). */
export function getHelpCategoryPages(locale: Locale = defaultLocale): HelpCategoryPage[] {
  const { helpCategory } = copyIn(locale, "help");
  return helpCategories.map(({ id }) => {
    const category = helpCategory(id);
    const inCategory = helpArticles
      .all(locale)
      .filter((article) => article.data.category === category.id);
    const lastModified = inCategory
      .map((article) => article.data.updated)
      .reduce((newest, date) => (date > newest ? date : newest), "");
    return { ...category, path: helpCategoryPath(category.id), articles: inCategory, lastModified };
  });
}

export function getHelpCategoryPage(
  id: string,
  locale: Locale = defaultLocale,
): HelpCategoryPage | undefined {
  return getHelpCategoryPages(locale).find((category) => category.id === id);
}
