import { BreadcrumbJsonLd } from "@/components/json-ld";
import { ItServicePage } from "@/components/pages/it-service-page";
import { itServicePages } from "@/content/it-services";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/mobile-development");

export default function MobileDevelopmentPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/mobile-development" />
      <ItServicePage content={itServicePages["mobile-development"]} />
    </>
  );
}
