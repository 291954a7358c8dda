import { CompliancePage } from "@/components/pages/compliance-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/compliance", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <CompliancePage locale="ar" />;
}
