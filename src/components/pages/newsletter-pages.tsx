import type { Metadata } from "next";

import { NewsletterLinkPage } from "@/components/newsletter/link-action";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";
import { confirmFromLink, unsubscribeFromLink } from "@/lib/mail/newsletter-actions";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function copyOf(locale: Locale) {
  return copyIn(locale, "newsletter").newsletterPagesCopy;
}

/** Reached from a newsletter email, with its token: kept out of search engines. */
export function newsletterPageMetadata(page: "confirm" | "unsubscribe", locale: Locale): Metadata {
  const copy = copyOf(locale)[page];
  return {
    title: copy.title,
    description: copy.description,
    robots: { index: false, follow: false },
  };
}

/**
 * Confirming a newsletter sign-up (/newsletter/confirm and /ar/newsletter/confirm, the link of
 * the confirmation email in the subscriber's language): the link shows one button (a mail
 * scanner that opens the link confirms nothing); pressing it records the consent and redirects
 * to this page with the outcome.
 */
export function NewsletterConfirmPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const copy = copyOf(locale).confirm;
  return (
    <NewsletterLinkPage
      searchParams={searchParams}
      copy={copy}
      act={confirmFromLink.bind(null, locale)}
      back={{ label: copy.blogLink, href: "/blog" }}
    />
  );
}

/**
 * Unsubscribing from the link in an email: one button, then the outcome. Mail programs that
 * offer their own unsubscribe button post to the one-click endpoint instead (RFC 8058).
 */
export function NewsletterUnsubscribePage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const copy = copyOf(locale).unsubscribe;
  return (
    <NewsletterLinkPage
      searchParams={searchParams}
      copy={copy}
      act={unsubscribeFromLink.bind(null, locale)}
      back={{ label: copy.homeLink, href: "/" }}
    />
  );
}
