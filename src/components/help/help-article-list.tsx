import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { helpCategory } from "@/content/help";
import { helpArticlePath, type HelpArticle } from "@/lib/collections/help";

import { HelpArticleMeta } from "./help-article-meta";

/** Popular (or related) articles as a list of linked rows. */
export function HelpArticleList({
  articles,
  headingLevel = "h3",
}: {
  articles: readonly HelpArticle[];
  headingLevel?: "h3" | "h2";
}) {
  const Heading = headingLevel;
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
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">
              {helpCategory(article.data.category).title}
            </p>
            <Heading className="mt-1 text-lg font-semibold">
              <Link
                href={helpArticlePath(article.slug)}
                className="group-focus-within:text-primary group-hover:text-primary after:absolute after:inset-0 focus-visible:outline-none"
              >
                {article.data.title}
              </Link>
            </Heading>
            <HelpArticleMeta
              className="mt-2"
              readTime={article.data.readTime}
              rating={article.data.rating}
              views={article.data.views}
            />
          </div>
          <Icon
            name="arrowRight"
            className="mt-6 hidden size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-1 group-hover:text-primary sm:block"
          />
        </li>
      ))}
    </ol>
  );
}
