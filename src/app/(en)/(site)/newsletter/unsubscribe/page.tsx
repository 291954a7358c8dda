import type { Metadata } from "next";

import { NewsletterLinkPage } from "@/components/newsletter/link-action";
import { newsletterPagesCopy } from "@/content/newsletter";
import { unsubscribeFromLink } from "@/lib/mail/newsletter-actions";

const copy = newsletterPagesCopy.unsubscribe;

/** Reached from a newsletter email, with its token: kept out of search engines. */
export const metadata: Metadata = {
  title: copy.title,
  description: copy.description,
  robots: { index: false, follow: false },
};

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Unsubscribing from the link in an email: one button, then the outcome. Mail programs that
 * offer their own unsubscribe button post to the one-click endpoint instead (RFC 8058).
 */
export default function UnsubscribePage({ searchParams }: PageProps) {
  return (
    <NewsletterLinkPage
      searchParams={searchParams}
      copy={copy}
      act={unsubscribeFromLink}
      back={{ label: copy.homeLink, href: "/" }}
    />
  );
}
