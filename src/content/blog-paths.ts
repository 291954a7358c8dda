/**
 * The blog's paths, and no words: what the client list and filter of /blog need to read and
 * write its URLs, without a language's copy in their bundle (./blog-meta.ts holds the
 * categories' names and descriptions, and re-exports these).
 */
import type { BlogCategorySlug } from "./blog-meta";

/** The blog's list page; its categories are pages under it: /blog/category/security. */
export const BLOG_PATH = "/blog";
export const CATEGORY_PREFIX = `${BLOG_PATH}/category/`;

/**
 * The query parameter of the filter's earlier URLs (/blog?category=security): with JavaScript,
 * /blog moves such a link to its category page; without, it shows every post.
 */
export const CATEGORY_PARAM = "category";

/** A category's page (/blog/category/security), or /blog for every post. */
export function categoryHref(slug: BlogCategorySlug | undefined): string {
  return slug ? `${CATEGORY_PREFIX}${slug}` : BLOG_PATH;
}

/**
 * The category segment of a path that shows a category's list (/blog/category/security and its
 * next pages, /blog/category/security/page/2): "security"; undefined for any other path. Not
 * checked against the categories: the caller knows them.
 */
export function categorySegment(pathname: string): string | undefined {
  if (!pathname.startsWith(CATEGORY_PREFIX)) return undefined;
  return pathname.slice(CATEGORY_PREFIX.length).split("/")[0];
}
