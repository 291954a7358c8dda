import { CompanyInfoPage } from "@/components/pages/company-info-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/company-info");

export default function CompanyInfoRoute() {
  return <CompanyInfoPage locale="en" />;
}
