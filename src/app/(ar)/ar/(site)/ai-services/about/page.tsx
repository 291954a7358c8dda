import { AiAboutPage } from "@/components/pages/ai-about-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/about", "ar");

export default function AiAboutRoute() {
  setRequestLocale("ar");
  return <AiAboutPage locale="ar" />;
}
