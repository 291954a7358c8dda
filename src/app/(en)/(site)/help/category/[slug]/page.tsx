import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  helpCategoryMetadata,
  helpCategoryParams,
  HelpCategoryPageView,
} from "@/components/pages/help-category-page";
import { getHelpCategoryPage } from "@/lib/collections/help";
interface HelpCategoryPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return helpCategoryParams();
}

export async function generateMetadata({ params }: HelpCategoryPageProps): Promise<Metadata> {
  const category = getHelpCategoryPage((await params).slug, "en");
  return category ? helpCategoryMetadata("en", category) : {};
}

/** A help category as a page of its own: every article in it, then the other categories. */
export default async function Page({ params }: HelpCategoryPageProps) {
  const category = getHelpCategoryPage((await params).slug, "en");
  if (!category) notFound();
  return <HelpCategoryPageView locale="en" category={category} />;
}
