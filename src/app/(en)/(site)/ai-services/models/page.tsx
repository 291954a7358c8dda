import { AiModelsPage } from "@/components/pages/ai-models-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/models");

export default function AiModelsRoute() {
  return <AiModelsPage locale="en" />;
}
