import { ItServicePage } from "@/components/pages/it-service-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/cloud-solutions", "ar");

export default function CloudSolutionsPage() {
  setRequestLocale("ar");
  return <ItServicePage slug="cloud-solutions" locale="ar" />;
}
