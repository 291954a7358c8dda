import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { helpArticlePath, type HelpArticle } from "@/lib/collections/help";
import { copy } from "@/lib/i18n/copy";

/**
 * Beside an article: related articles and the ways to get more help, in the page's main landmark
 * (each section is labelled by its heading); the page's complementary landmark is the chat's.
 */
export function HelpArticleAside({ related }: { related: readonly HelpArticle[] }) {
  const { helpArticleFacts, helpArticlePageCopy, helpCategory } = copy("help");
  const { relatedTitle, stillNeedHelp } = helpArticlePageCopy;
  return (
    <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      {related.length > 0 ? (
        <section
          aria-labelledby="related-heading"
          className="rounded-2xl border border-border bg-card p-6 shadow-sm"
        >
          <h2 id="related-heading" className="text-lg font-semibold">
            {relatedTitle}
          </h2>
          <ul className="mt-4 space-y-4">
            {related.map((article) => (
              <li key={article.slug}>
                <Link
                  href={helpArticlePath(article.slug)}
                  className="group block rounded-md font-medium hover:text-primary"
                >
                  <span className="block text-xs font-semibold tracking-wide text-primary uppercase">
                    {helpCategory(article.data.category).title}
                  </span>
                  <span className="mt-0.5 block group-hover:underline">{article.data.title}</span>
                  <span className="mt-0.5 block text-sm font-normal text-muted-foreground">
                    {helpArticleFacts.readTime(article.data.readTime)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        aria-labelledby="still-need-help-heading"
        className="rounded-2xl border border-border bg-accent-soft p-6"
      >
        <h2 id="still-need-help-heading" className="text-lg font-semibold">
          {stillNeedHelp.title}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{stillNeedHelp.description}</p>
        <ul className="mt-4 space-y-2">
          {stillNeedHelp.links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm font-semibold hover:border-primary/60 hover:text-primary"
              >
                <Icon name={link.icon} className="size-4 text-primary" />
                {link.label}
                <Icon name="arrowRight" className="ms-auto size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
