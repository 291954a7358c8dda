import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { helpArticlePath, type HelpArticle } from "@/lib/collections/help";
import { copy } from "@/lib/i18n/copy";

import { HelpArticleMeta } from "./help-article-meta";

/** Articles as a list of linked rows (with each one's category, unless they share one). */
export function HelpArticleList({
  articles,
  headingLevel = "h3",
  showCategory = true,
}: {
  articles: readonly HelpArticle[];
  headingLevel?: "h3" | "h2";
  showCategory?: boolean;
}) {
  const Heading = headingLevel;
  const { helpCategory } = copy("help");
  return (
    <ol className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      {articles.map((article) => (
        <li
          key={article.slug}
          className="group relative flex items-start gap-4 p-5 transition-colors hover:bg-muted/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-ring sm:p-6"
        >
          <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-primary ring-1 ring-border sm:flex">
            <Icon name="fileText" className="size-5" />
          </div>
          <div className="min-w-0 flex-1">
            {showCategory ? (
              <p className="mb-1 text-xs font-semibold tracking-wide text-primary uppercase">
                {helpCategory(article.data.category).title}
              </p>
            ) : null}
            <Heading className="text-lg font-semibold">
              <Link
                href={helpArticlePath(article.slug)}
                className="group-focus-within:text-primary group-hover:text-primary after:absolute after:inset-0 focus-visible:outline-none"
              >
                {article.data.title}
              </Link>
            </Heading>
            {showCategory ? null : (
              <p className="mt-1 text-sm text-muted-foreground">
                <BidiText text={article.data.description} />
              </p>
            )}
            <HelpArticleMeta
              className="mt-2"
              readTime={article.data.readTime}
              updated={article.data.updated}
            />
          </div>
          <Icon
            name="arrowRight"
            className="mt-6 hidden size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-1 group-hover:text-primary sm:block rtl:group-hover:-translate-x-1"
          />
        </li>
      ))}
    </ol>
  );
}
