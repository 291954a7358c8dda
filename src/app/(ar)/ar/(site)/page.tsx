import { HomePage } from "@/components/pages/home-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <HomePage locale="ar" />;
}
