import { AiPricingPage } from "@/components/pages/ai-pricing-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/pricing", "ar");

export default function AiPricingRoute() {
  setRequestLocale("ar");
  return <AiPricingPage locale="ar" />;
}
