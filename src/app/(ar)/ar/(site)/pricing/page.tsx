import { PricingPage } from "@/components/pages/pricing-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/pricing", "ar");

export default function PricingRoute() {
  setRequestLocale("ar");
  return <PricingPage locale="ar" />;
}
