import { PressReleasePage } from "@/components/pages/press-release-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/press-release", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <PressReleasePage locale="ar" />;
}
