import type { Metadata } from "next";

import { BlogPostsSection } from "@/components/blog/blog-posts-section";
import { NewsletterSection } from "@/components/blog/newsletter-section";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { localizeHref, type Locale } from "@/config/locales";
import { BLOG_PATH } from "@/content/blog-meta";
import {
  INITIAL_POSTS,
  listPageCount,
  listPageParams,
  listPagePath,
  parseListPage,
  postsShownOnPage,
} from "@/lib/blog-pages";
import { getPostSummaries } from "@/lib/collections/blog";
import { copyIn } from "@/lib/i18n/copy";
import { localizedRoute } from "@/lib/i18n/routes";
import { buildMetadata, pageMetadata } from "@/lib/metadata";

import type { ParamPageSpec } from "./param-page";

/** /blog's metadata, with its language's RSS feed. */
export function blogMetadata(locale: Locale): Metadata {
  const { blogFeed } = copyIn(locale, "blog-page");
  const base = pageMetadata(BLOG_PATH, locale);
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        "application/rss+xml": [
          { url: localizeHref(blogFeed.path, locale), title: blogFeed.title },
        ],
      },
    },
  };
}

/** The posts the list grows through (the featured one stays on top): the same in both languages. */
function listedCount(): number {
  return getPostSummaries().filter((post) => !post.featured).length;
}

/** The `[page]` params of /blog/page/2 and on. */
export function blogListParams(): { page: string }[] {
  return listPageParams(listedCount());
}

/** The page number of a `[page]` segment of /blog/page/..., or undefined. */
function blogListPageOf(segment: string): number | undefined {
  return parseListPage(segment, listPageCount(listedCount()));
}

function listTitle(locale: Locale, page: number): string {
  return copyIn(locale, "blog-page").blogListPageTitle(
    localizedRoute(BLOG_PATH, locale).title,
    page,
  );
}

function blogListMetadata(locale: Locale, page: number): Metadata {
  return buildMetadata({
    path: listPagePath(BLOG_PATH, page),
    locale,
    title: listTitle(locale, page),
    description: localizedRoute(BLOG_PATH, locale).description,
    cardPath: BLOG_PATH,
    noindex: true,
  });
}

/**
 * /blog in either language (`page` 1), and what Load More shows without JavaScript: /blog/page/2
 * and on, with `page - 1` more rows of posts.
 */
export function BlogListPage({ locale, page = 1 }: { locale: Locale; page?: number }) {
  const { blogHero } = copyIn(locale, "blog-page");
  return (
    <>
      {page === 1 ? (
        <BreadcrumbJsonLd path={BLOG_PATH} />
      ) : (
        <BreadcrumbJsonLd path={listPagePath(BLOG_PATH, page)} title={listTitle(locale, page)} />
      )}
      <Hero hero={blogHero} size="md" />
      <BlogPostsSection
        path={listPagePath(BLOG_PATH, page)}
        posts={getPostSummaries(locale)}
        initialCount={page === 1 ? INITIAL_POSTS : postsShownOnPage(page)}
        instant
      />
      <NewsletterSection pagePath={listPagePath(BLOG_PATH, page)} />
    </>
  );
}

/** /blog/page/<n>: what Load More shows without JavaScript, /blog with `n - 1` more rows of posts. */
export const blogListSpec: ParamPageSpec<{ page: string }, number> = {
  load: ({ page }) => blogListPageOf(page),
  metadata: (page, locale) => blogListMetadata(locale, page),
  render: (page, locale) => <BlogListPage locale={locale} page={page} />,
};
