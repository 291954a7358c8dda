import { Badge } from "@/components/ui/badge";
import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { helpCategoryPath, type HelpArticle } from "@/lib/collections/help";
import { copyIn } from "@/lib/i18n/copy";

import { HelpArticleMeta } from "./help-article-meta";

/** Back link, category, title, description and the article's facts. */
export function HelpArticleHeader({ article }: { article: HelpArticle }) {
  const { data } = article;
  const { helpArticlePageCopy, helpCategory } = copyIn(article.locale, "help");
  return (
    <header className="max-w-3xl">
      <Link
        href="/help"
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
      >
        <Icon name="arrowRight" className="size-4 rotate-180" />
        {helpArticlePageCopy.backLabel}
      </Link>
      <Link href={helpCategoryPath(data.category)} className="mt-8 flex w-fit rounded-full">
        <Badge className="hover:border-primary/60">{helpCategory(data.category).title}</Badge>
      </Link>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {data.title}
      </h1>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">
        <BidiText text={data.description} />
      </p>
      <HelpArticleMeta className="mt-6" readTime={data.readTime} updated={data.updated} />
    </header>
  );
}
