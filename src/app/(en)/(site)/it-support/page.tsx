import { ItServicePage } from "@/components/pages/it-service-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/it-support");

export default function ItSupportPage() {
  return <ItServicePage slug="it-support" locale="en" />;
}
