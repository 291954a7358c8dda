import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  HelpArticlePage,
  helpArticleMetadata,
  helpArticleParams,
} from "@/components/pages/help-article-page";
import { getHelpArticle } from "@/lib/collections/help";
interface HelpArticlePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return helpArticleParams();
}

export async function generateMetadata({ params }: HelpArticlePageProps): Promise<Metadata> {
  const article = getHelpArticle((await params).slug, "en");
  return article ? helpArticleMetadata(article) : {};
}

export default async function Page({ params }: HelpArticlePageProps) {
  const article = getHelpArticle((await params).slug, "en");
  if (!article) notFound();
  return <HelpArticlePage article={article} />;
}
