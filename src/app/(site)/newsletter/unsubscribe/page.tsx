import type { Metadata } from "next";

import { LinkAction } from "@/components/newsletter/link-action";
import { Hero } from "@/components/sections/hero";
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
export default async function UnsubscribePage({ searchParams }: PageProps) {
  const { t: token, status } = await searchParams;
  const outcome =
    typeof status === "string" && Object.hasOwn(copy.outcomes, status)
      ? copy.outcomes[status as keyof typeof copy.outcomes]
      : typeof token === "string"
        ? null
        : copy.outcomes.invalid;
  return (
    <>
      <Hero hero={copy.hero} size="md" />
      <LinkAction
        outcome={outcome}
        action={typeof token === "string" ? unsubscribeFromLink.bind(null, token) : null}
        button={copy.button}
        back={{ label: copy.homeLink, href: "/" }}
      />
    </>
  );
}
