import { ItServicePage } from "@/components/pages/it-service-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/cybersecurity");

export default function CybersecurityPage() {
  return <ItServicePage slug="cybersecurity" locale="en" />;
}
