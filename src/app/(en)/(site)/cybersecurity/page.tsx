import { BreadcrumbJsonLd } from "@/components/json-ld";
import { ItServicePage } from "@/components/pages/it-service-page";
import { itServicePages } from "@/content/it-services";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/cybersecurity");

export default function CybersecurityPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/cybersecurity" />
      <ItServicePage content={itServicePages["cybersecurity"]} />
    </>
  );
}
