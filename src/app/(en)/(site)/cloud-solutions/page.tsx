import { ItServicePage } from "@/components/pages/it-service-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/cloud-solutions");

export default function CloudSolutionsPage() {
  return <ItServicePage slug="cloud-solutions" locale="en" />;
}
