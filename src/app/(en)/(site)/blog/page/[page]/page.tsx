import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BlogPostsSection } from "@/components/blog/blog-posts-section";
import { NewsletterSection } from "@/components/blog/newsletter-section";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { getRoute } from "@/config/routes";
import { BLOG_PATH } from "@/content/blog-meta";
import { blogHero, blogListPageTitle } from "@/content/blog-page";
import {
  listPageCount,
  listPageParams,
  listPagePath,
  parseListPage,
  postsShownOnPage,
} from "@/lib/blog-pages";
import { getPostSummaries } from "@/lib/collections/blog";
import { buildMetadata } from "@/lib/metadata";

interface ListPageProps {
  params: Promise<{ page: string }>;
}

/** The posts the list grows through (the featured one stays on top). */
function listedCount(): number {
  return getPostSummaries().filter((post) => !post.featured).length;
}

export const dynamicParams = false;

export function generateStaticParams(): { page: string }[] {
  return listPageParams(listedCount());
}

async function pageOf({ params }: ListPageProps): Promise<number | undefined> {
  return parseListPage((await params).page, listPageCount(listedCount()));
}

const blog = getRoute(BLOG_PATH);

export async function generateMetadata(props: ListPageProps): Promise<Metadata> {
  const page = await pageOf(props);
  if (!page) return {};
  return buildMetadata({
    path: listPagePath(BLOG_PATH, page),
    title: blogListPageTitle(blog.title, page),
    description: blog.description,
    cardPath: BLOG_PATH,
    noindex: true,
  });
}

/** What Load More shows without JavaScript: /blog with `page - 1` more rows of posts. */
export default async function BlogListPage(props: ListPageProps) {
  const page = await pageOf(props);
  if (!page) notFound();
  return (
    <>
      <BreadcrumbJsonLd
        path={listPagePath(BLOG_PATH, page)}
        title={blogListPageTitle(blog.title, page)}
      />
      <Hero hero={blogHero} size="md" />
      <BlogPostsSection posts={getPostSummaries()} initialCount={postsShownOnPage(page)} instant />
      <NewsletterSection />
    </>
  );
}
