import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { scroller } from "@/components/ui/scroller";
import type { HelpTutorial } from "@/content/help";
import { cn } from "@/lib/cn";
import { getHelpArticlesBySlug, helpArticlePath } from "@/lib/collections/help";
import { copyIn } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

interface HelpTutorialGridProps {
  tutorials: readonly HelpTutorial[];
  copy: { articleLabel: string; articleFor: (title: string) => string; title: string };
}

/**
 * The step-by-step guides: each task's steps in short, its size (steps and the reading time of
 * its article) and a link to the article that explains every step. Plain HTML, nothing to open.
 */
export function HelpTutorialGrid({ tutorials, copy }: HelpTutorialGridProps) {
  const locale = getLocale();
  const { helpCategory, tutorialFacts } = copyIn(locale, "help");
  const articles = getHelpArticlesBySlug(
    tutorials.map((tutorial) => tutorial.articleSlug),
    locale,
  );
  const row = scroller(copy.title);
  return (
    <ul {...row.list} className={cn("grid gap-6 md:grid-cols-2", row.list.className)}>
      {tutorials.map((tutorial, index) => {
        const category = helpCategory(tutorial.category);
        const article = articles[index]!;
        const headingId = `guide-${tutorial.id}`;
        return (
          <li
            key={tutorial.id}
            className={cn(
              "flex flex-col rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8",
              row.item,
            )}
          >
            <article aria-labelledby={headingId} className="flex flex-1 flex-col">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-primary ring-1 ring-border">
                  <Icon name={category.icon} className="size-5" />
                </span>
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                  {category.title}
                </p>
              </div>
              <h3 id={headingId} className="mt-4 text-xl font-semibold text-balance">
                {tutorial.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{tutorial.summary}</p>
              <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
                <Icon name="clock" className="size-4" />
                {tutorialFacts(tutorial.steps.length, article.data.readTime)}
              </p>
              <ol className="mt-5 space-y-3 border-t border-border pt-5">
                {tutorial.steps.map((step, stepIndex) => (
                  <li key={step} className="flex gap-3 text-sm">
                    <span
                      aria-hidden="true"
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-bold text-primary ring-1 ring-border"
                    >
                      {stepIndex + 1}
                    </span>
                    <span className="pt-0.5">
                      <BidiText text={step} />
                    </span>
                  </li>
                ))}
              </ol>
              <p className="mt-auto pt-6">
                <Link
                  href={helpArticlePath(tutorial.articleSlug)}
                  aria-label={copy.articleFor(article.data.title)}
                  className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
                >
                  {copy.articleLabel}
                  <Icon name="arrowRight" className="size-4" />
                </Link>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
