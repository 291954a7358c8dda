import type { Metadata } from "next";

import { BlogPostsSection } from "@/components/blog/blog-posts-section";
import { NewsletterSection } from "@/components/blog/newsletter-section";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import type { Locale } from "@/config/locales";
import {
  INITIAL_POSTS,
  listPageCount,
  listPageParams,
  listPagePath,
  parseListPage,
  postsShownOnPage,
} from "@/lib/blog-pages";
import { getBlogCategoryPages, type BlogCategoryPage } from "@/lib/collections/blog";
import { copyIn } from "@/lib/i18n/copy";
import { buildMetadata } from "@/lib/metadata";

import type { ParamPageSpec } from "./param-page";

/** The posts a category's list grows through (its featured one stays on top). */
function listedCount(category: BlogCategoryPage): number {
  return category.posts.filter((post) => !post.featured).length;
}

/** The `[slug]` params: every category with posts (the same in both languages). */
export function blogCategoryParams(): { slug: string }[] {
  return getBlogCategoryPages().map((category) => ({ slug: category.slug }));
}

/** The `[slug]/page/[page]` params: none while every category fits on one page. */
export function blogCategoryListParams(): { slug: string; page: string }[] {
  return getBlogCategoryPages().flatMap((category) =>
    listPageParams(listedCount(category)).map(({ page }) => ({ slug: category.slug, page })),
  );
}

export interface CategoryList {
  category: BlogCategoryPage;
  page: number;
}

/** A category's list in a language, page 1 or the page a `[page]` segment names. */
function blogCategoryListOf(
  locale: Locale,
  slug: string,
  segment?: string,
): CategoryList | undefined {
  const category = getBlogCategoryPages(locale).find((item) => item.slug === slug);
  if (!category) return undefined;
  if (segment === undefined) return { category, page: 1 };
  const page = parseListPage(segment, listPageCount(listedCount(category)));
  return page ? { category, page } : undefined;
}

function titleOf(locale: Locale, { category, page }: CategoryList): string {
  return page === 1
    ? category.title
    : copyIn(locale, "blog-page").blogListPageTitle(category.title, page);
}

function blogCategoryMetadata(locale: Locale, list: CategoryList): Metadata {
  return buildMetadata({
    path: listPagePath(list.category.path, list.page),
    locale,
    title: titleOf(locale, list),
    description: list.category.description,
    ...(list.page === 1 ? {} : { cardPath: list.category.path, noindex: true }),
  });
}

/**
 * A category of the blog as a page of its own (its posts, five at first like /blog), and what
 * Load More shows on it without JavaScript (page 2 and on: the next rows of its posts).
 */
function BlogCategoryPageView({ locale, list }: { locale: Locale; list: CategoryList }) {
  const { category, page } = list;
  const { blogCategoryHero } = copyIn(locale, "blog-page");
  return (
    <>
      <BreadcrumbJsonLd path={listPagePath(category.path, page)} title={titleOf(locale, list)} />
      <Hero hero={blogCategoryHero(category.label, category.description)} size="md" />
      <BlogPostsSection
        path={listPagePath(category.path, page)}
        posts={category.posts}
        initialCount={page === 1 ? INITIAL_POSTS : postsShownOnPage(page)}
        instant={false}
      />
      <NewsletterSection pagePath={listPagePath(category.path, page)} />
    </>
  );
}

/**
 * /blog/category/<slug> (a category as a page of its own: its posts, five at first like /blog)
 * and /blog/category/<slug>/page/<n> (what Load More shows there without JavaScript).
 */
export const blogCategorySpec: ParamPageSpec<{ slug: string; page?: string }, CategoryList> = {
  load: ({ slug, page }, locale) => blogCategoryListOf(locale, slug, page),
  metadata: (list, locale) => blogCategoryMetadata(locale, list),
  render: (list, locale) => <BlogCategoryPageView locale={locale} list={list} />,
};
