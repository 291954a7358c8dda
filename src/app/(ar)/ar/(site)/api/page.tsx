import { ApiPage } from "@/components/pages/api-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/api", "ar");

export default function ApiRoute() {
  setRequestLocale("ar");
  return <ApiPage locale="ar" />;
}
