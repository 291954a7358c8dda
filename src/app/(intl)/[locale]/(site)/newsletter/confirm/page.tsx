import { NewsletterConfirmPage, newsletterPageMetadata } from "@/components/pages/newsletter-pages";
import { localePage } from "@/components/pages/param-page";

const page = localePage({
  metadata: (locale) => newsletterPageMetadata("confirm", locale),
  render: (locale, searchParams) => (
    <NewsletterConfirmPage locale={locale} searchParams={searchParams} />
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
