import { ContactPage } from "@/components/pages/contact-page";
import { localePage } from "@/components/pages/param-page";
import { pageMetadata } from "@/lib/metadata";

/** Rendered per request: the form carries the visitor's token and the `?service=&plan=` choice. */
const page = localePage({
  metadata: (locale) => pageMetadata("/contact", locale),
  render: async (locale, searchParams) => (
    <ContactPage locale={locale} query={await searchParams} />
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
