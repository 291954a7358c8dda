import { NewsletterConfirmPage, newsletterPageMetadata } from "@/components/pages/newsletter-pages";

export const metadata = newsletterPageMetadata("confirm", "en");

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default function Page({ searchParams }: PageProps) {
  return <NewsletterConfirmPage locale="en" searchParams={searchParams} />;
}
