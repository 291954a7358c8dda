import { localeInfo, type Locale } from "@/config/locales";

import { categorySegment } from "./blog-paths";
import type { IconName } from "./types";

/**
 * Blog categories and the post summary shape. Client-safe (no file system, no zod); the client
 * list and filter of /blog read only ./blog-paths.ts, which holds no words. The posts
 * themselves are loaded by src/lib/collections/blog.ts.
 */

export const blogCategories = [
  {
    name: "AI Technology",
    slug: "ai-technology",
    icon: "brain",
    colors: ["#6d28d9", "#86198f"],
    description:
      "Articles on language models, retrieval and evaluation: what works in production and what it costs.",
  },
  {
    name: "Development",
    slug: "development",
    icon: "code",
    colors: ["#0369a1", "#1e40af"],
    description:
      "Articles on building web software that lasts: API design, accessible interfaces and the React stack.",
  },
  {
    name: "Automation",
    slug: "automation",
    icon: "workflow",
    colors: ["#047857", "#115e59"],
    description:
      "Articles on automating business processes: where to start, keeping people in the loop and shipping workflows safely.",
  },
  {
    name: "Product Update",
    slug: "product-update",
    icon: "rocket",
    colors: ["#0e7490", "#075985"],
    description:
      "What is new in the Cedarwave platform: releases, new languages and changes to how workflows are versioned.",
  },
  {
    name: "Security",
    slug: "security",
    icon: "shieldCheck",
    colors: ["#be123c", "#991b1b"],
    description:
      "Articles on keeping systems and AI features safe: zero trust for small companies and defending against prompt injection.",
  },
  {
    name: "Business",
    slug: "business",
    icon: "trendingUp",
    colors: ["#b45309", "#9a3412"],
    description:
      "Articles on the business side of technology: measuring what AI projects return and deciding where to invest.",
  },
] as const satisfies readonly {
  name: string;
  slug: string;
  icon: IconName;
  /** The two ends of the gradient of the category's covers (dark enough for white text). */
  colors: readonly [string, string];
  /** The category page's meta description and introduction. */
  description: string;
}[];

export type BlogCategory = (typeof blogCategories)[number]["name"];
export type BlogCategorySlug = (typeof blogCategories)[number]["slug"];

export const blogCategoryNames = blogCategories.map((category) => category.name) as [
  BlogCategory,
  ...BlogCategory[],
];

export { BLOG_PATH, CATEGORY_PARAM, categoryHref } from "./blog-paths";

export const allPostsLabel = "All Posts";

/** A category's name as bylines and cards show it (the English name itself). */
export function categoryName(name: BlogCategory): string {
  return name;
}

/** An author's name as bylines show it (the English name itself, the key of the portrait). */
export function authorName(english: string): string {
  return english;
}

export function categorySlug(name: BlogCategory): BlogCategorySlug {
  const found = blogCategories.find((category) => category.name === name);
  if (!found) throw new Error(`Unknown blog category ${name}`);
  return found.slug;
}

export function categoryStyle(name: BlogCategory): (typeof blogCategories)[number] {
  const found = blogCategories.find((category) => category.name === name);
  return found ?? blogCategories[0];
}

/** The size of a post's cover: the social card's 1.91:1 (the cover is the post's social card). */
export const coverSize = { width: 1200, height: 630 } as const;

/**
 * Where a post's cover in a language is served (src/app/covers): /covers/rag-in-production.svg,
 * its Arabic words on /covers/ar/rag-in-production.svg. Not a page: localizeHref keeps it as is.
 */
export function coverPath(slug: string, locale: Locale): string {
  return `/covers${localeInfo[locale].prefix}/${slug}.svg`;
}

/** The category a slug names, or undefined for a missing or unknown value. */
export function categoryFromSlug(slug: string | null | undefined): BlogCategory | undefined {
  return blogCategories.find((category) => category.slug === slug)?.name;
}

/**
 * The category whose list a path shows (/blog/category/security and its next pages,
 * /blog/category/security/page/2), or undefined for any other path.
 */
export function categoryFromPath(pathname: string): BlogCategory | undefined {
  return categoryFromSlug(categorySegment(pathname));
}

/** What a post card needs: serialisable, so the server can hand it to the client filter. */
export interface PostSummary {
  slug: string;
  /** The post's page without its locale prefix: /blog/x (also for /ar/blog/x). */
  href: string;
  /** The language of its title, excerpt and labels. */
  locale: Locale;
  title: string;
  excerpt: string;
  /** The author's name as written in the data (the key of the portrait): English. */
  author: string;
  /** The author's name as shown in the post's language. */
  authorName: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The date as shown, formatted at build time ("November 18, 2026"). */
  dateLabel: string;
  /** The reading time as shown ("4 min read"). */
  readTime: string;
  /** The category (its English name: the key of its slug, colours and filter). */
  category: BlogCategory;
  /** The category's name as shown in the post's language. */
  categoryName: string;
  categorySlug: BlogCategorySlug;
  featured: boolean;
}
