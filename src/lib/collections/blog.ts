/**
 * Blog posts: src/content/blog/*.md, newest first; their Arabic text in src/content/blog/ar/
 * (title and excerpt only: author, date, category... are the English post's).
 */
import { defaultLocale, type Locale } from "@/config/locales";
import {
  blogCategories,
  categoryHref,
  categorySlug,
  type BlogCategory,
  type BlogCategorySlug,
  type PostSummary,
} from "@/content/blog-meta";
import { blogFrontMatterSchema, type BlogFrontMatter } from "@/content/blog/schema";
import { formatDate } from "@/lib/format-date";
import { copyIn } from "@/lib/i18n/catalogs";

import { defineCollection, type CollectionEntry } from "./define-collection";
import { relatedItems } from "./related";

export interface BlogPost extends PostSummary {
  /** The Markdown body (rendered with renderMarkdown on the post's page). */
  body: string;
}

export const blogPosts = defineCollection({
  folder: "blog",
  schema: blogFrontMatterSchema,
  href: (slug) => `/blog/${slug}`,
  // Newest first, ties broken by title so the order is stable.
  sort: (a, b) =>
    b.data.date.localeCompare(a.data.date) || a.data.title.localeCompare(b.data.title),
  translatedKeys: ["title", "excerpt"],
});

/** The minutes of a front-matter reading time ("4 min read" → 4). */
function readMinutes(readTime: string): number {
  return Number.parseInt(readTime, 10);
}

function toPost({ slug, locale, data, body, href }: CollectionEntry<BlogFrontMatter>): BlogPost {
  const copy = copyIn(locale, "blog-page");
  const meta = copyIn(locale, "blog-meta");
  return {
    ...data,
    slug,
    href,
    dateLabel: formatDate(data.date, locale),
    readTime: copy.readTimeLabel(readMinutes(data.readTime)),
    categorySlug: categorySlug(data.category),
    categoryName: meta.categoryName(data.category),
    authorName: meta.authorName(data.author),
    locale,
    body,
  };
}

/** Every post in a language, validated, newest first. */
export function getAllPosts(locale: Locale = defaultLocale): BlogPost[] {
  return blogPosts.all(locale).map(toPost);
}

export function getPost(slug: string, locale: Locale = defaultLocale): BlogPost | undefined {
  const entry = blogPosts.get(slug, locale);
  return entry && toPost(entry);
}

/** The post shown large at the top of /blog (exactly one post is flagged featured). */
export function getFeaturedPost(locale: Locale = defaultLocale): BlogPost {
  const featured = getAllPosts(locale).filter((post) => post.featured);
  if (featured.length !== 1) {
    throw new Error(`Exactly one blog post must be featured; found ${featured.length}`);
  }
  return featured[0]!;
}

/** A post without its body, as the list and the client filter need it. */
export function toSummary({ body: _body, ...summary }: BlogPost): PostSummary {
  return summary;
}

export function getPostSummaries(locale: Locale = defaultLocale): PostSummary[] {
  return getAllPosts(locale).map(toSummary);
}

/** A category's page: /blog/category/security, listing every post of the category. */
export interface BlogCategoryPage {
  slug: BlogCategorySlug;
  name: BlogCategory;
  /** The category's name in the page's language. */
  label: string;
  path: string;
  title: string;
  description: string;
  /** The newest post's date: when the page last changed. */
  lastModified: string;
  posts: PostSummary[];
}

/** The page of every category that has posts, in the filter's order. */
export function getBlogCategoryPages(locale: Locale = defaultLocale): BlogCategoryPage[] {
  const summaries = getPostSummaries(locale);
  const meta = copyIn(locale, "blog-meta");
  const { blogCategoryTitle } = copyIn(locale, "blog-page");
  return blogCategories.flatMap((category, index) => {
    const posts = summaries.filter((post) => post.categorySlug === category.slug);
    const newest = posts[0];
    if (!newest) return [];
    const copy = meta.blogCategories[index]!;
    return [
      {
        slug: category.slug,
        name: category.name,
        label: copy.name,
        path: categoryHref(category.slug),
        title: blogCategoryTitle(copy.name),
        description: copy.description,
        lastModified: newest.date,
        posts,
      },
    ];
  });
}

/** Posts to read next: the same category first, then the newest of the others. */
export function getRelatedPosts(
  slug: string,
  locale: Locale = defaultLocale,
  count = 3,
): PostSummary[] {
  return relatedItems(getAllPosts(locale), slug, (post) => post.category, count).map(toSummary);
}

/** Minutes to read a Markdown body at 200 words a minute (used to check front matter). */
export function estimateReadMinutes(body: string): number {
  const words = body
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 200));
}
