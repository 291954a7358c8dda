import { DemoRequest } from "@/components/ai/demo-request";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { formatOfficeHours, siteConfig } from "@/config/site";
import { aiContactHero, demoRequest, officeDetails } from "@/content/ai/contact";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/contact");

export default function AiContactPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/ai-services/contact" />
      <Hero hero={aiContactHero} size="md" />
      <DemoRequest
        request={demoRequest}
        details={officeDetails}
        office={siteConfig.offices.sanFrancisco}
        email={siteConfig.email}
        hours={formatOfficeHours(siteConfig.offices.sanFrancisco)}
      />
    </>
  );
}
