import { ItServicePage } from "@/components/pages/it-service-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/mobile-development");

export default function MobileDevelopmentPage() {
  return <ItServicePage slug="mobile-development" locale="en" />;
}
