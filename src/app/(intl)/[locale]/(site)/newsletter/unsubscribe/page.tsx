import {
  newsletterPageMetadata,
  NewsletterUnsubscribePage,
} from "@/components/pages/newsletter-pages";
import { localePage } from "@/components/pages/param-page";

const page = localePage({
  metadata: (locale) => newsletterPageMetadata("unsubscribe", locale),
  render: (locale, searchParams) => (
    <NewsletterUnsubscribePage locale={locale} searchParams={searchParams} />
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
