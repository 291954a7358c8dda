import { HelpPage } from "@/components/pages/help-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/help", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <HelpPage locale="ar" />;
}
