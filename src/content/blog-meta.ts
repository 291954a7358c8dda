import type { Gradient, IconName } from "./types";

/**
 * Blog categories and the post summary shape. Client-safe (no file system, no zod): the
 * category filter on /blog imports it. The posts themselves are loaded by src/lib/collections/blog.ts.
 */

export const blogCategories = [
  {
    name: "AI Technology",
    slug: "ai-technology",
    icon: "brain",
    gradient: "from-violet-700 to-fuchsia-800",
  },
  { name: "Development", slug: "development", icon: "code", gradient: "from-sky-700 to-blue-800" },
  {
    name: "Automation",
    slug: "automation",
    icon: "workflow",
    gradient: "from-emerald-700 to-teal-800",
  },
  {
    name: "Product Update",
    slug: "product-update",
    icon: "rocket",
    gradient: "from-cyan-700 to-sky-800",
  },
  { name: "Security", slug: "security", icon: "shieldCheck", gradient: "from-rose-700 to-red-800" },
  {
    name: "Business",
    slug: "business",
    icon: "trendingUp",
    gradient: "from-amber-700 to-orange-800",
  },
] as const satisfies readonly {
  name: string;
  slug: string;
  icon: IconName;
  gradient: Gradient;
}[];

export type BlogCategory = (typeof blogCategories)[number]["name"];
export type BlogCategorySlug = (typeof blogCategories)[number]["slug"];

export const blogCategoryNames = blogCategories.map((category) => category.name) as [
  BlogCategory,
  ...BlogCategory[],
];

/** The query parameter that holds the category filter: /blog?category=security */
export const CATEGORY_PARAM = "category";

export const allPostsLabel = "All Posts";

export function categorySlug(name: BlogCategory): BlogCategorySlug {
  const found = blogCategories.find((category) => category.name === name);
  if (!found) throw new Error(`Unknown blog category ${name}`);
  return found.slug;
}

export function categoryStyle(name: BlogCategory): { icon: IconName; gradient: Gradient } {
  const found = blogCategories.find((category) => category.name === name);
  return found ?? blogCategories[0];
}

/** The category a `?category=` value names, or undefined for a missing or unknown value. */
export function categoryFromSlug(slug: string | null | undefined): BlogCategory | undefined {
  return blogCategories.find((category) => category.slug === slug)?.name;
}

export function categoryHref(slug: BlogCategorySlug | undefined): string {
  return slug ? `/blog?${CATEGORY_PARAM}=${slug}` : "/blog";
}

/** What a post card needs: serialisable, so the server can hand it to the client filter. */
export interface PostSummary {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The date as shown, formatted at build time ("November 18, 2026"). */
  dateLabel: string;
  readTime: string;
  category: BlogCategory;
  categorySlug: BlogCategorySlug;
  featured: boolean;
}
