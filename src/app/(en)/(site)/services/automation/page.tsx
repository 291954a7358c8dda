import { BreadcrumbJsonLd } from "@/components/json-ld";
import { AiServicePage } from "@/components/pages/ai-service-page";
import { aiServicePages } from "@/content/ai/service-pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/automation");

export default function AutomationPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/services/automation" />
      <AiServicePage content={aiServicePages.automation} />
    </>
  );
}
