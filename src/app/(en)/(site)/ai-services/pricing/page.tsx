import { AiPricingPage } from "@/components/pages/ai-pricing-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/pricing");

export default function AiPricingRoute() {
  return <AiPricingPage locale="en" />;
}
