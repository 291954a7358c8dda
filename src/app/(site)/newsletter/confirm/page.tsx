import type { Metadata } from "next";

import { LinkAction } from "@/components/newsletter/link-action";
import { Hero } from "@/components/sections/hero";
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
export default async function ConfirmSubscriptionPage({ searchParams }: PageProps) {
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
        action={typeof token === "string" ? confirmFromLink.bind(null, token) : null}
        button={copy.button}
        back={{ label: copy.blogLink, href: "/blog" }}
      />
    </>
  );
}
