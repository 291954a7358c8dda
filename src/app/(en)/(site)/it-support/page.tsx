import { BreadcrumbJsonLd } from "@/components/json-ld";
import { ItServicePage } from "@/components/pages/it-service-page";
import { itServicePages } from "@/content/it-services";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/it-support");

export default function ItSupportPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/it-support" />
      <ItServicePage content={itServicePages["it-support"]} />
    </>
  );
}
