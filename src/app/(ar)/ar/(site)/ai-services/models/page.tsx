import { AiModelsPage } from "@/components/pages/ai-models-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/models", "ar");

export default function AiModelsRoute() {
  setRequestLocale("ar");
  return <AiModelsPage locale="ar" />;
}
