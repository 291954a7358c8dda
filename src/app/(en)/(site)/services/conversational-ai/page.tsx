import { BreadcrumbJsonLd } from "@/components/json-ld";
import { AiServicePage } from "@/components/pages/ai-service-page";
import { aiServicePages } from "@/content/ai/service-pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/conversational-ai");

export default function ConversationalAiPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/services/conversational-ai" />
      <AiServicePage content={aiServicePages["conversational-ai"]} />
    </>
  );
}
