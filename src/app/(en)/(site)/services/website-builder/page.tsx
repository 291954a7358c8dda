import { BreadcrumbJsonLd } from "@/components/json-ld";
import { AiServicePage } from "@/components/pages/ai-service-page";
import { aiServicePages } from "@/content/ai/service-pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/website-builder");

export default function WebsiteBuilderPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/services/website-builder" />
      <AiServicePage content={aiServicePages["website-builder"]} />
    </>
  );
}
