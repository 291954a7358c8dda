import { CompliancePage } from "@/components/pages/compliance-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/compliance");

export default function Page() {
  return <CompliancePage locale="en" />;
}
