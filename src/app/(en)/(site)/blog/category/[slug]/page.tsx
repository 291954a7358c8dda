import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  blogCategoryListOf,
  blogCategoryMetadata,
  blogCategoryParams,
  BlogCategoryPageView,
} from "@/components/pages/blog-category-page";
interface CategoryPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return blogCategoryParams();
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const list = blogCategoryListOf("en", (await params).slug);
  return list ? blogCategoryMetadata("en", list) : {};
}

/** A category of the blog as a page of its own: its posts, five at first like /blog. */
export default async function Page({ params }: CategoryPageProps) {
  const list = blogCategoryListOf("en", (await params).slug);
  if (!list) notFound();
  return <BlogCategoryPageView locale="en" list={list} />;
}
