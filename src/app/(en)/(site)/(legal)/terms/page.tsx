import { BreadcrumbJsonLd } from "@/components/json-ld";
import { LegalMarkdownPage } from "@/components/legal/legal-markdown-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/terms");

export default function TermsPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/terms" />
      <LegalMarkdownPage slug="terms" path="/terms" />
    </>
  );
}
