import { LegalMarkdownPage } from "@/components/legal/legal-markdown-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/privacy");

export default function Page() {
  return <LegalMarkdownPage slug="privacy" locale="en" />;
}
