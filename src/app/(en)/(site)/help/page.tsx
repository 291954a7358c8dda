import { HelpPage } from "@/components/pages/help-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/help");

export default function Page() {
  return <HelpPage locale="en" />;
}
