import { SupportPage } from "@/components/pages/support-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/support");

export default function Page() {
  return <SupportPage locale="en" />;
}
