import { ItServicePage } from "@/components/pages/it-service-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/web-development");

export default function WebDevelopmentPage() {
  return <ItServicePage slug="web-development" locale="en" />;
}
