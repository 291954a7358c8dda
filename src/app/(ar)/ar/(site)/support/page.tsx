import { SupportPage } from "@/components/pages/support-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/support", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <SupportPage locale="ar" />;
}
