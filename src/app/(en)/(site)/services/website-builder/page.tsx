import { AiServicePage } from "@/components/pages/ai-service-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/website-builder");

export default function Page() {
  return <AiServicePage slug="website-builder" locale="en" />;
}
