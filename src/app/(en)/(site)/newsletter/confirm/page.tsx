import type { Metadata } from "next";

import { NewsletterLinkPage } from "@/components/newsletter/link-action";
import { newsletterPagesCopy } from "@/content/newsletter";
import { confirmFromLink } from "@/lib/mail/newsletter-actions";

const copy = newsletterPagesCopy.confirm;

/** Reached from a confirmation email, with its token: kept out of search engines. */
export const metadata: Metadata = {
  title: copy.title,
  description: copy.description,
  robots: { index: false, follow: false },
};

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Confirming a newsletter sign-up: the link shows one button (a mail scanner that opens the link
 * confirms nothing); pressing it records the consent and redirects here with the outcome.
 */
export default function ConfirmSubscriptionPage({ searchParams }: PageProps) {
  return (
    <NewsletterLinkPage
      searchParams={searchParams}
      copy={copy}
      act={confirmFromLink}
      back={{ label: copy.blogLink, href: "/blog" }}
    />
  );
}
