import { notFound } from "next/navigation";

import { HelpArticleAside } from "@/components/help/help-article-aside";
import { HelpArticleHeader } from "@/components/help/help-article-header";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Prose } from "@/components/ui/prose";
import {
  getHelpArticle,
  getHelpArticles,
  getRelatedHelpArticles,
  helpArticlePath,
} from "@/lib/collections/help";
import { renderMarkdown } from "@/lib/markdown";
import { buildMetadata } from "@/lib/metadata";

export const dynamicParams = false;

export function generateStaticParams() {
  return getHelpArticles().map((article) => ({ slug: article.slug }));
}

interface HelpArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: HelpArticlePageProps) {
  const { slug } = await params;
  const article = getHelpArticle(slug);
  if (!article) return {};
  return buildMetadata({
    path: helpArticlePath(slug),
    title: article.data.title,
    description: article.data.description,
    type: "article",
  });
}

export default async function HelpArticlePage({ params }: HelpArticlePageProps) {
  const { slug } = await params;
  const article = getHelpArticle(slug);
  if (!article) notFound();
  const { html } = await renderMarkdown(article.body);
  return (
    <article className="container-page pt-28 pb-16 sm:pt-32 sm:pb-24">
      <BreadcrumbJsonLd path={helpArticlePath(slug)} title={article.data.title} />
      <HelpArticleHeader article={article} />
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,48rem)_20rem] lg:justify-between">
        <Prose variant="help" html={html} />
        <HelpArticleAside related={getRelatedHelpArticles(slug)} />
      </div>
    </article>
  );
}
