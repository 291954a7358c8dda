import { BreadcrumbJsonLd } from "@/components/json-ld";
import { ItServicePage } from "@/components/pages/it-service-page";
import { itServicePages } from "@/content/it-services";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/web-development");

export default function WebDevelopmentPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/web-development" />
      <ItServicePage content={itServicePages["web-development"]} />
    </>
  );
}
