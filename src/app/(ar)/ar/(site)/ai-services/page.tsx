import { AiLandingPage } from "@/components/pages/ai-landing-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services", "ar");

export default function AiServicesPage() {
  setRequestLocale("ar");
  return <AiLandingPage locale="ar" />;
}
