import type { Metadata } from "next";

import { HelpArticleAside } from "@/components/help/help-article-aside";
import { HelpArticleHeader } from "@/components/help/help-article-header";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Prose } from "@/components/ui/prose";
import {
  getHelpArticle,
  getHelpArticles,
  getRelatedHelpArticles,
  type HelpArticle,
} from "@/lib/collections/help";
import { renderEntry } from "@/lib/collections/render";
import { buildMetadata } from "@/lib/metadata";

import type { ParamPageSpec } from "./param-page";

/** Every help article's `[slug]` (every article exists in both languages). */
export function helpArticleParams(): { slug: string }[] {
  return getHelpArticles().map((article) => ({ slug: article.slug }));
}

function helpArticleMetadata(article: HelpArticle): Metadata {
  return buildMetadata({
    path: article.href,
    locale: article.locale,
    title: article.data.title,
    description: article.data.description,
    type: "article",
  });
}

/** A help article's page, in the article's language. */
async function HelpArticlePage({ article }: { article: HelpArticle }) {
  const { html } = await renderEntry(article);
  return (
    <article className="container-page pt-28 pb-16 sm:pt-32 sm:pb-24">
      <BreadcrumbJsonLd path={article.href} title={article.data.title} />
      <HelpArticleHeader article={article} />
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,48rem)_20rem] lg:justify-between">
        <Prose variant="help" html={html} />
        <HelpArticleAside related={getRelatedHelpArticles(article.slug, article.locale)} />
      </div>
    </article>
  );
}

/** /help/<slug>. */
export const helpArticleSpec: ParamPageSpec<{ slug: string }, HelpArticle> = {
  load: ({ slug }, locale) => getHelpArticle(slug, locale),
  metadata: (article) => helpArticleMetadata(article),
  render: (article) => <HelpArticlePage article={article} />,
};
