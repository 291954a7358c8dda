import {
  newsletterPageMetadata,
  NewsletterUnsubscribePage,
} from "@/components/pages/newsletter-pages";

export const metadata = newsletterPageMetadata("unsubscribe", "en");

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default function Page({ searchParams }: PageProps) {
  return <NewsletterUnsubscribePage locale="en" searchParams={searchParams} />;
}
