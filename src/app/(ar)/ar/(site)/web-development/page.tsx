import { ItServicePage } from "@/components/pages/it-service-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/web-development", "ar");

export default function WebDevelopmentPage() {
  setRequestLocale("ar");
  return <ItServicePage slug="web-development" locale="ar" />;
}
