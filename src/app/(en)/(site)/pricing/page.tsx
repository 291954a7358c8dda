import { PricingPage } from "@/components/pages/pricing-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/pricing");

export default function PricingRoute() {
  return <PricingPage locale="en" />;
}
