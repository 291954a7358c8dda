import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  BlogListPage,
  blogListMetadata,
  blogListPageOf,
  blogListParams,
} from "@/components/pages/blog-list-page";
import { setRequestLocale } from "@/lib/i18n/request";

interface ListPageProps {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { page: string }[] {
  return blogListParams();
}

export async function generateMetadata({ params }: ListPageProps): Promise<Metadata> {
  const page = blogListPageOf((await params).page);
  return page ? blogListMetadata("ar", page) : {};
}

/** What Load More shows without JavaScript: /blog with `page - 1` more rows of posts. */
export default async function Page({ params }: ListPageProps) {
  setRequestLocale("ar");
  const page = blogListPageOf((await params).page);
  if (!page) notFound();
  return <BlogListPage locale="ar" page={page} />;
}
