import { SignInPage } from "@/components/pages/sign-in-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/signin", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <SignInPage locale="ar" />;
}
