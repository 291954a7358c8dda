import { AiServicePage } from "@/components/pages/ai-service-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/conversational-ai");

export default function Page() {
  return <AiServicePage slug="conversational-ai" locale="en" />;
}
