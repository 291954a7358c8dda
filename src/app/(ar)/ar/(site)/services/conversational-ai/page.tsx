import { AiServicePage } from "@/components/pages/ai-service-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/conversational-ai", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <AiServicePage slug="conversational-ai" locale="ar" />;
}
