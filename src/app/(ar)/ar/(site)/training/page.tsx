import { TrainingPage } from "@/components/pages/training-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/training", "ar");

export default function TrainingRoute() {
  setRequestLocale("ar");
  return <TrainingPage locale="ar" />;
}
