/**
 * The one list of every public page: the routes of the registry (src/config/routes.ts) and
 * one page per entry of the Markdown collections that have pages (blog posts, help articles,
 * case studies), and the category pages of the blog and of the help center; in one language
 * or in all.
 * The sitemap, the social cards, the search index and the route tests all read it. Plain
 * Node, so the browser tests can import it too.
 */
import { defaultLocale, locales, localizeHref, type Locale } from "@/config/locales";
import { routes, type PageGroup } from "@/config/routes";
import { getAllPosts, getBlogCategoryPages } from "@/lib/collections/blog";
import { getCaseStudies } from "@/lib/collections/case-studies";
import { getHelpArticles, getHelpCategoryPages } from "@/lib/collections/help";
import { copyIn } from "@/lib/i18n/catalogs";
import { localizedRoute } from "@/lib/i18n/routes";

export interface PublicPage {
  /** The page's URL path in its language: /contact, /ar/contact. */
  path: string;
  /** The same page's path without the locale prefix (/contact for both). */
  basePath: string;
  locale: Locale;
  /** Document title (the layout appends " | Cedarwave"). */
  title: string;
  /** Meta description (a post's excerpt). */
  description: string;
  /** Short name: the navigation label of a route, the title of a collection entry. */
  label: string;
  group: PageGroup;
  /** YYYY-MM-DD: when the page last changed (a post: when it was published). */
  lastModified: string;
  /** A collection entry's or category page's category as shown ("Security", "Billing & Plans"...). */
  category?: string;
  /** A collection entry's Markdown body (the search index reads its text). */
  body?: string;
}

type PageFacts = Omit<PublicPage, "path" | "locale">;

/**
 * Every public page in a language (English when not given), each with its words in that
 * language: registry routes in registry order, then the blog's category pages, posts (newest
 * first), then the help center's category pages and its articles (category by category), then
 * the case studies. Every page exists in every language, in the same order.
 */
export function listPublicPages(locale: Locale = defaultLocale): PublicPage[] {
  const help = copyIn(locale, "help");
  const registry = routes.map((route): PageFacts => {
    const words = localizedRoute(route.path, locale);
    return {
      basePath: route.path,
      title: words.title,
      description: words.description,
      label: words.label,
      group: route.group,
      lastModified: route.updated,
    };
  });
  const categories = getBlogCategoryPages(locale).map((category): PageFacts => ({
    basePath: category.path,
    title: category.title,
    description: category.description,
    label: category.label,
    group: "blog-category",
    lastModified: category.lastModified,
    category: category.label,
  }));
  const posts = getAllPosts(locale).map((post): PageFacts => ({
    basePath: post.href,
    title: post.title,
    description: post.excerpt,
    label: post.title,
    group: "blog-post",
    lastModified: post.date,
    category: post.categoryName,
    body: post.body,
  }));
  const helpCategories = getHelpCategoryPages(locale).map((category): PageFacts => ({
    basePath: category.path,
    title: help.helpCategoryPageCopy.title(category),
    description: category.description,
    label: category.title,
    group: "help-category",
    lastModified: category.lastModified,
    category: category.title,
  }));
  const articles = getHelpArticles(locale).map((article): PageFacts => ({
    basePath: article.href,
    title: article.data.title,
    description: article.data.description,
    label: article.data.title,
    group: "help-article",
    lastModified: article.data.updated,
    category: help.helpCategory(article.data.category).title,
    body: article.body,
  }));
  const studies = getCaseStudies(locale).map((study): PageFacts => ({
    basePath: study.href,
    title: study.data.title,
    description: study.data.excerpt,
    label: study.facts.company,
    group: "case-study",
    lastModified: study.data.published,
    category: study.words.sector,
    body: study.body,
  }));
  const pages = [...registry, ...categories, ...posts, ...helpCategories, ...articles, ...studies];
  return pages.map((page) => ({
    ...page,
    path: localizeHref(page.basePath, locale),
    locale,
  }));
}

/** Every public page in every language: the English pages, then the Arabic ones. */
export function listPublicPagesInAllLocales(): PublicPage[] {
  return locales.flatMap((locale) => listPublicPages(locale));
}

/** The public pages of one group in a language, in list order. */
export function publicPagesInGroup(group: PageGroup, locale: Locale = defaultLocale): PublicPage[] {
  return listPublicPages(locale).filter((page) => page.group === group);
}
