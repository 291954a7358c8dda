import { CompanyInfoPage } from "@/components/pages/company-info-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/company-info", "ar");

export default function CompanyInfoRoute() {
  setRequestLocale("ar");
  return <CompanyInfoPage locale="ar" />;
}
