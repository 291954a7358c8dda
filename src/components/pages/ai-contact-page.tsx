import { DemoRequest } from "@/components/ai/demo-request";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import type { Locale } from "@/config/locales";
import { siteConfig } from "@/config/site";
import { copyIn } from "@/lib/i18n/copy";

/** The AI demo request (/ai-services/contact), in either language. */
export function AiContactPage({ locale }: { locale: Locale }) {
  const { aiContactHero, demoRequest, officeDetails } = copyIn(locale, "ai/contact");
  const { formatAddress, formatOfficeHours } = copyIn(locale, "offices");
  const office = siteConfig.offices.sanFrancisco;
  return (
    <>
      <BreadcrumbJsonLd path="/ai-services/contact" />
      <Hero hero={aiContactHero} size="md" />
      <DemoRequest
        request={demoRequest}
        details={officeDetails}
        office={office}
        address={formatAddress(office)}
        email={siteConfig.email}
        hours={formatOfficeHours(office)}
      />
    </>
  );
}
