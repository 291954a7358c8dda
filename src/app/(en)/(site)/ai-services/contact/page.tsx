import { AiContactPage } from "@/components/pages/ai-contact-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/contact");

export default function Page() {
  return <AiContactPage locale="en" />;
}
