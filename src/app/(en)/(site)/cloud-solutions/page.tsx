import { BreadcrumbJsonLd } from "@/components/json-ld";
import { ItServicePage } from "@/components/pages/it-service-page";
import { itServicePages } from "@/content/it-services";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/cloud-solutions");

export default function CloudSolutionsPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/cloud-solutions" />
      <ItServicePage content={itServicePages["cloud-solutions"]} />
    </>
  );
}
