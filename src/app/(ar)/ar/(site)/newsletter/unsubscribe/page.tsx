import {
  newsletterPageMetadata,
  NewsletterUnsubscribePage,
} from "@/components/pages/newsletter-pages";
import { setRequestLocale } from "@/lib/i18n/request";

export const metadata = newsletterPageMetadata("unsubscribe", "ar");

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default function Page({ searchParams }: PageProps) {
  setRequestLocale("ar");
  return <NewsletterUnsubscribePage locale="ar" searchParams={searchParams} />;
}
