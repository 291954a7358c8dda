import { AiLandingPage } from "@/components/pages/ai-landing-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services");

export default function AiServicesPage() {
  return <AiLandingPage locale="en" />;
}
