/**
 * The one list of every public page: the routes of the registry (src/config/routes.ts) and
 * one page per entry of the Markdown collections that have pages (blog posts, help articles),
 * and the category pages of the blog and of the help center.
 * The sitemap, the social cards, the search index and the route tests all read it. Plain
 * Node, so the browser tests can import it too.
 */
import { routes, type PageGroup } from "@/config/routes";
import { helpCategory, helpCategoryPageCopy } from "@/content/help";
import { getAllPosts, getBlogCategoryPages } from "@/lib/collections/blog";
import { getHelpArticles, getHelpCategoryPages } from "@/lib/collections/help";

export interface PublicPage {
  path: string;
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

/**
 * Every public page: registry routes in registry order, then the blog's category pages, posts
 * (newest first), then the help center's category pages and its articles (category by category).
 */
export function listPublicPages(): PublicPage[] {
  const registry = routes.map((route) => ({
    path: route.path,
    title: route.title,
    description: route.description,
    label: route.label,
    group: route.group,
    lastModified: route.updated,
  }));
  const categories = getBlogCategoryPages().map((category) => ({
    path: category.path,
    title: category.title,
    description: category.description,
    label: category.name,
    group: "blog-category" as const,
    lastModified: category.lastModified,
    category: category.name,
  }));
  const posts = getAllPosts().map((post) => ({
    path: post.href,
    title: post.title,
    description: post.excerpt,
    label: post.title,
    group: "blog-post" as const,
    lastModified: post.date,
    category: post.category,
    body: post.body,
  }));
  const helpCategories = getHelpCategoryPages().map((category) => ({
    path: category.path,
    title: helpCategoryPageCopy.title(category),
    description: category.description,
    label: category.title,
    group: "help-category" as const,
    lastModified: category.lastModified,
    category: category.title,
  }));
  const articles = getHelpArticles().map((article) => ({
    path: article.href,
    title: article.data.title,
    description: article.data.description,
    label: article.data.title,
    group: "help-article" as const,
    lastModified: article.data.updated,
    category: helpCategory(article.data.category).title,
    body: article.body,
  }));
  return [...registry, ...categories, ...posts, ...helpCategories, ...articles];
}

/** The public pages of one group, in list order. */
export function publicPagesInGroup(group: PageGroup): PublicPage[] {
  return listPublicPages().filter((page) => page.group === group);
}
