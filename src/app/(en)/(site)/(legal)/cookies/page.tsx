import { LegalMarkdownPage } from "@/components/legal/legal-markdown-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/cookies");

export default function Page() {
  return <LegalMarkdownPage slug="cookies" locale="en" />;
}
