import type { ContactQuery } from "@/components/forms/forms";
import { ContactPage } from "@/components/pages/contact-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/contact", "ar");

/** Rendered per request: the form carries the visitor's token and the `?service=&plan=` choice. */
export default async function Page({ searchParams }: { searchParams: Promise<ContactQuery> }) {
  setRequestLocale("ar");
  return <ContactPage locale="ar" query={await searchParams} />;
}
