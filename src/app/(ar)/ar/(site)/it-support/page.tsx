import { ItServicePage } from "@/components/pages/it-service-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/it-support", "ar");

export default function ItSupportPage() {
  setRequestLocale("ar");
  return <ItServicePage slug="it-support" locale="ar" />;
}
