import { ItServicePage } from "@/components/pages/it-service-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/cybersecurity", "ar");

export default function CybersecurityPage() {
  setRequestLocale("ar");
  return <ItServicePage slug="cybersecurity" locale="ar" />;
}
