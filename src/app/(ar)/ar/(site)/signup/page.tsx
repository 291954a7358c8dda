import { SignUpPage } from "@/components/pages/sign-up-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/signup", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <SignUpPage locale="ar" />;
}
