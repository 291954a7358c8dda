import { DemoRequest } from "@/components/ai/demo-request";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import type { Locale } from "@/config/locales";
import { formatAddress, formatOfficeHours, siteConfig } from "@/config/site";
import * as en from "@/content/ai/contact";
import * as ar from "@/content/ar/ai/contact";
import { formatAddressAr, formatOfficeHoursAr } from "@/content/ar/offices";
import { pick } from "@/lib/i18n/pick";

/** The AI demo request (/ai-services/contact), in either language. */
export function AiContactPage({ locale }: { locale: Locale }) {
  const { aiContactHero, demoRequest, officeDetails } = pick(locale, { en, ar });
  const office = siteConfig.offices.sanFrancisco;
  const arabic = locale === "ar";
  return (
    <>
      <BreadcrumbJsonLd path="/ai-services/contact" />
      <Hero hero={aiContactHero} size="md" />
      <DemoRequest
        request={demoRequest}
        details={officeDetails}
        office={office}
        address={arabic ? formatAddressAr(office) : formatAddress(office)}
        email={siteConfig.email}
        hours={arabic ? formatOfficeHoursAr(office) : formatOfficeHours(office)}
      />
    </>
  );
}
