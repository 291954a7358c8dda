import { BreadcrumbJsonLd } from "@/components/json-ld";
import { AiServicePage } from "@/components/pages/ai-service-page";
import { aiServicePages } from "@/content/ai/service-pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/custom-ai");

export default function CustomAiPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/services/custom-ai" />
      <AiServicePage content={aiServicePages["custom-ai"]} />
    </>
  );
}
