/** Blog posts: src/content/blog/*.md, newest first. */
import {
  blogCategories,
  categoryHref,
  categorySlug,
  type BlogCategory,
  type BlogCategorySlug,
  type PostSummary,
} from "@/content/blog-meta";
import { blogCategoryTitle } from "@/content/blog-page";
import { blogFrontMatterSchema, type BlogFrontMatter } from "@/content/blog/schema";
import { formatDate } from "@/lib/format-date";

import { defineCollection, type CollectionEntry } from "./define-collection";
import { relatedItems } from "./related";

export interface BlogPost extends PostSummary {
  /** The Markdown body (rendered with renderMarkdown on the post's page). */
  body: string;
}

const posts = defineCollection({
  folder: "blog",
  schema: blogFrontMatterSchema,
  href: (slug) => `/blog/${slug}`,
  // Newest first, ties broken by title so the order is stable.
  sort: (a, b) =>
    b.data.date.localeCompare(a.data.date) || a.data.title.localeCompare(b.data.title),
});

function toPost({ slug, data, body, href }: CollectionEntry<BlogFrontMatter>): BlogPost {
  return {
    ...data,
    slug,
    href,
    dateLabel: formatDate(data.date),
    categorySlug: categorySlug(data.category),
    body,
  };
}

/** Every post, validated, newest first. */
export function getAllPosts(): BlogPost[] {
  return posts.all().map(toPost);
}

export function getPost(slug: string): BlogPost | undefined {
  const entry = posts.get(slug);
  return entry && toPost(entry);
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

/** A category's page: /blog/category/security, listing every post of the category. */
export interface BlogCategoryPage {
  slug: BlogCategorySlug;
  name: BlogCategory;
  path: string;
  title: string;
  description: string;
  /** The newest post's date: when the page last changed. */
  lastModified: string;
  posts: PostSummary[];
}

/** The page of every category that has posts, in the filter's order. */
export function getBlogCategoryPages(): BlogCategoryPage[] {
  const summaries = getPostSummaries();
  return blogCategories.flatMap((category) => {
    const posts = summaries.filter((post) => post.categorySlug === category.slug);
    const newest = posts[0];
    if (!newest) return [];
    return [
      {
        slug: category.slug,
        name: category.name,
        path: categoryHref(category.slug),
        title: blogCategoryTitle(category.name),
        description: category.description,
        lastModified: newest.date,
        posts,
      },
    ];
  });
}

/** Posts to read next: the same category first, then the newest of the others. */
export function getRelatedPosts(slug: string, count = 3): PostSummary[] {
  return relatedItems(getAllPosts(), slug, (post) => post.category, count).map(toSummary);
}

/** Minutes to read a Markdown body at 200 words a minute (used to check front matter). */
export function estimateReadMinutes(body: string): number {
  const words = body
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 200));
}
