import { LegalMarkdownPage } from "@/components/legal/legal-markdown-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/cookies", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <LegalMarkdownPage slug="cookies" locale="ar" />;
}
