import { LegalMarkdownPage } from "@/components/legal/legal-markdown-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/terms");

export default function Page() {
  return <LegalMarkdownPage slug="terms" locale="en" />;
}
