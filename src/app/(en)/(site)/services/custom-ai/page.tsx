import { AiServicePage } from "@/components/pages/ai-service-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/custom-ai");

export default function Page() {
  return <AiServicePage slug="custom-ai" locale="en" />;
}
