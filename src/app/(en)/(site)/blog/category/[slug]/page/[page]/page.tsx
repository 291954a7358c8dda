import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  blogCategoryListOf,
  blogCategoryListParams,
  blogCategoryMetadata,
  BlogCategoryPageView,
} from "@/components/pages/blog-category-page";
interface CategoryListPageProps {
  params: Promise<{ slug: string; page: string }>;
}

export const dynamicParams = false;

/** None while every category fits on one page; a category with more posts gets its pages. */
export function generateStaticParams(): { slug: string; page: string }[] {
  return blogCategoryListParams();
}

export async function generateMetadata({ params }: CategoryListPageProps): Promise<Metadata> {
  const { slug, page } = await params;
  const list = blogCategoryListOf("en", slug, page);
  return list ? blogCategoryMetadata("en", list) : {};
}

/** What Load More shows on a category's page without JavaScript: the next rows of its posts. */
export default async function Page({ params }: CategoryListPageProps) {
  const { slug, page } = await params;
  const list = blogCategoryListOf("en", slug, page);
  if (!list) notFound();
  return <BlogCategoryPageView locale="en" list={list} />;
}
