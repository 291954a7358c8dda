import { DocsPage } from "@/components/pages/docs-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/docs", "ar");

export default function DocsRoute() {
  setRequestLocale("ar");
  return <DocsPage locale="ar" />;
}
