import { DataProcessingPage } from "@/components/pages/data-processing-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/data-processing", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <DataProcessingPage locale="ar" />;
}
