import { BreadcrumbJsonLd } from "@/components/json-ld";
import { LegalMarkdownPage } from "@/components/legal/legal-markdown-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/privacy");

export default function PrivacyPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/privacy" />
      <LegalMarkdownPage slug="privacy" path="/privacy" />
    </>
  );
}
