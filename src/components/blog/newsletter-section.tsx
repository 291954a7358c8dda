import { NewsletterForm } from "@/components/forms/forms";
import { Icon } from "@/components/ui/icon";
import { localizeHref } from "@/config/locales";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

/**
 * The newsletter sign-up of /blog (on the page at the unprefixed `pagePath`) (the form itself comes from the lead's forms) and the feed
 * of the page's language (/ar/blog/rss.xml on /ar/blog).
 */
export function NewsletterSection({ pagePath }: { pagePath: string }) {
  const locale = getLocale();
  const { blogFeed, blogNewsletter } = copy("blog-page");
  return (
    <section aria-labelledby="newsletter-heading" className="pb-16 sm:pb-24">
      <div className="container-page">
        <div className="mx-auto max-w-3xl rounded-3xl border border-border bg-surface px-6 py-12 text-center shadow-sm sm:px-12">
          <div className="mx-auto mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
            <Icon name="mail" className="size-6" />
          </div>
          <h2
            id="newsletter-heading"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {blogNewsletter.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-muted-foreground">
            {blogNewsletter.description}
          </p>
          <div className="mx-auto mt-8 max-w-md text-start">
            <NewsletterForm sourcePage="/blog" pagePath={pagePath} />
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            {blogNewsletter.rssPrompt}{" "}
            <a
              href={localizeHref(blogFeed.path, locale)}
              type="application/rss+xml"
              className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <Icon name="rss" className="size-4" />
              {blogNewsletter.rssLabel}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
