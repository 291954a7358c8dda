import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BlogPostsSection } from "@/components/blog/blog-posts-section";
import { NewsletterSection } from "@/components/blog/newsletter-section";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { blogCategoryHero, blogListPageTitle } from "@/content/blog-page";
import {
  listPageCount,
  listPageParams,
  listPagePath,
  parseListPage,
  postsShownOnPage,
} from "@/lib/blog-pages";
import { getBlogCategoryPages, type BlogCategoryPage } from "@/lib/collections/blog";
import { buildMetadata } from "@/lib/metadata";

interface CategoryListPageProps {
  params: Promise<{ slug: string; page: string }>;
}

/** The posts a category's list grows through (its featured one stays on top). */
function listedCount(category: BlogCategoryPage): number {
  return category.posts.filter((post) => !post.featured).length;
}

export const dynamicParams = false;

/** None while every category fits on one page; a category with more posts gets its pages. */
export function generateStaticParams(): { slug: string; page: string }[] {
  return getBlogCategoryPages().flatMap((category) =>
    listPageParams(listedCount(category)).map(({ page }) => ({ slug: category.slug, page })),
  );
}

async function listOf({ params }: CategoryListPageProps) {
  const { slug, page: segment } = await params;
  const category = getBlogCategoryPages().find((item) => item.slug === slug);
  if (!category) return undefined;
  const page = parseListPage(segment, listPageCount(listedCount(category)));
  return page ? { category, page } : undefined;
}

export async function generateMetadata(props: CategoryListPageProps): Promise<Metadata> {
  const list = await listOf(props);
  if (!list) return {};
  return buildMetadata({
    path: listPagePath(list.category.path, list.page),
    title: blogListPageTitle(list.category.title, list.page),
    description: list.category.description,
    cardPath: list.category.path,
    noindex: true,
  });
}

/** What Load More shows on a category's page without JavaScript: the next rows of its posts. */
export default async function BlogCategoryListPage(props: CategoryListPageProps) {
  const list = await listOf(props);
  if (!list) notFound();
  const { category, page } = list;
  return (
    <>
      <BreadcrumbJsonLd
        path={listPagePath(category.path, page)}
        title={blogListPageTitle(category.title, page)}
      />
      <Hero hero={blogCategoryHero(category.name, category.description)} size="md" />
      <BlogPostsSection
        posts={category.posts}
        initialCount={postsShownOnPage(page)}
        instant={false}
      />
      <NewsletterSection />
    </>
  );
}
