import "server-only";

import { z } from "zod";

import {
  blogCategoryNames,
  categorySlug,
  type BlogCategory,
  type PostSummary,
} from "@/content/blog-meta";
import { loadCollection, type MarkdownDocument } from "@/lib/markdown";

/** YAML turns an unquoted 2026-11-18 into a Date: bring it back to YYYY-MM-DD. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date(),
);

/** Front matter of a post in src/content/blog/*.md (seed §3: the blog post shape). */
export const blogFrontMatterSchema = z.strictObject({
  title: z.string().min(10).max(120),
  excerpt: z.string().min(40).max(320),
  author: z.string().min(3),
  date: isoDate,
  readTime: z.string().regex(/^\d+ min read$/, 'readTime looks like "5 min read"'),
  category: z.enum(blogCategoryNames),
  featured: z.boolean(),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export interface BlogPost extends PostSummary {
  /** The Markdown body (rendered with renderMarkdown on the post's page). */
  body: string;
}

export const BLOG_FOLDER = "blog";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export function formatPostDate(isoDay: string): string {
  return dateFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

function toPost({ slug, data, body }: MarkdownDocument<BlogFrontMatter>): BlogPost {
  return {
    ...data,
    slug,
    href: `/blog/${slug}`,
    dateLabel: formatPostDate(data.date),
    categorySlug: categorySlug(data.category),
    body,
  };
}

let cache: BlogPost[] | undefined;

/** Every post, validated, newest first (ties broken by title so the order is stable). */
export function getAllPosts(): BlogPost[] {
  cache ??= loadCollection(BLOG_FOLDER, blogFrontMatterSchema)
    .map(toPost)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  return cache;
}

export function getPost(slug: string): BlogPost | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}

/** The post shown large at the top of /blog (exactly one post is flagged featured). */
export function getFeaturedPost(): BlogPost {
  const featured = getAllPosts().filter((post) => post.featured);
  if (featured.length !== 1) {
    throw new Error(`Exactly one blog post must be featured; found ${featured.length}`);
  }
  return featured[0]!;
}

/** A post without its body, as the list and the client filter need it. */
export function toSummary({ body: _body, ...summary }: BlogPost): PostSummary {
  return summary;
}

export function getPostSummaries(): PostSummary[] {
  return getAllPosts().map(toSummary);
}

/** Posts to read next: the same category first, then the newest of the others. */
export function getRelatedPosts(slug: string, count = 3): PostSummary[] {
  const post = getPost(slug);
  if (!post) return [];
  const others = getAllPosts().filter((candidate) => candidate.slug !== slug);
  const sameCategory = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return [...sameCategory, ...rest].slice(0, count).map(toSummary);
}

export function postsInCategory(category: BlogCategory): PostSummary[] {
  return getPostSummaries().filter((post) => post.category === category);
}

/** For the sitemap: every post page with the date it was published. */
export function blogPostSitemapEntries(): { path: string; lastModified: string }[] {
  return getAllPosts().map((post) => ({ path: post.href, lastModified: post.date }));
}

/** Minutes to read a Markdown body at 200 words a minute (used to check front matter). */
export function estimateReadMinutes(body: string): number {
  const words = body
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 200));
}
