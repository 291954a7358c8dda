import { ServicesPage } from "@/components/pages/services-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services", "ar");

export default function ServicesRoute() {
  setRequestLocale("ar");
  return <ServicesPage locale="ar" />;
}
