import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { helpArticleFacts, helpArticlePageCopy, helpCategory } from "@/content/help";
import type { HelpArticle } from "@/lib/collections/help";
import { formatDate } from "@/lib/format-date";

import { HelpArticleMeta } from "./help-article-meta";

/** Back link, category, title, description and the article's facts. */
export function HelpArticleHeader({ article }: { article: HelpArticle }) {
  const { data } = article;
  return (
    <header className="max-w-3xl">
      <Link
        href="/help"
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
      >
        <Icon name="arrowRight" className="size-4 rotate-180" />
        {helpArticlePageCopy.backLabel}
      </Link>
      <Badge className="mt-8 flex w-fit">{helpCategory(data.category).title}</Badge>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {data.title}
      </h1>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{data.description}</p>
      <HelpArticleMeta
        className="mt-6"
        readTime={data.readTime}
        rating={data.rating}
        views={data.views}
      />
      <p className="mt-2 text-sm text-muted-foreground">
        {helpArticleFacts.lastUpdated}{" "}
        <time dateTime={data.updated}>{formatDate(data.updated)}</time>
      </p>
    </header>
  );
}
