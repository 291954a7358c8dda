import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  blogCategoryListOf,
  blogCategoryMetadata,
  blogCategoryParams,
  BlogCategoryPageView,
} from "@/components/pages/blog-category-page";
import { setRequestLocale } from "@/lib/i18n/request";

interface CategoryPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return blogCategoryParams();
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const list = blogCategoryListOf("ar", (await params).slug);
  return list ? blogCategoryMetadata("ar", list) : {};
}

/** A category of the blog as a page of its own: its posts, five at first like /blog. */
export default async function Page({ params }: CategoryPageProps) {
  setRequestLocale("ar");
  const list = blogCategoryListOf("ar", (await params).slug);
  if (!list) notFound();
  return <BlogCategoryPageView locale="ar" list={list} />;
}
