import { ItServicePage } from "@/components/pages/it-service-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/mobile-development", "ar");

export default function MobileDevelopmentPage() {
  setRequestLocale("ar");
  return <ItServicePage slug="mobile-development" locale="ar" />;
}
