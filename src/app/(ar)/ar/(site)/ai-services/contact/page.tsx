import { AiContactPage } from "@/components/pages/ai-contact-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/ai-services/contact", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <AiContactPage locale="ar" />;
}
