import type { ContactQuery } from "@/components/forms/forms";
import { ContactPage } from "@/components/pages/contact-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/contact");

/** Rendered per request: the form carries the visitor's token and the `?service=&plan=` choice. */
export default async function Page({ searchParams }: { searchParams: Promise<ContactQuery> }) {
  return <ContactPage locale="en" query={await searchParams} />;
}
