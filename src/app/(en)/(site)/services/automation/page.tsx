import { AiServicePage } from "@/components/pages/ai-service-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/automation");

export default function Page() {
  return <AiServicePage slug="automation" locale="en" />;
}
