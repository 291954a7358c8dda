import { AiAboutPage } from "@/components/pages/ai-about-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/about");

export default function AiAboutRoute() {
  return <AiAboutPage locale="en" />;
}
