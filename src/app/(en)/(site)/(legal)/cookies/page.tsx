import { BreadcrumbJsonLd } from "@/components/json-ld";
import { LegalMarkdownPage } from "@/components/legal/legal-markdown-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/cookies");

export default function CookiesPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/cookies" />
      <LegalMarkdownPage slug="cookies" path="/cookies" />
    </>
  );
}
