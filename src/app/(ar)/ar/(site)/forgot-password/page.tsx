import { ForgotPasswordPage } from "@/components/pages/forgot-password-page";
import { setRequestLocale } from "@/lib/i18n/request";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/forgot-password", "ar");

export default function Page() {
  setRequestLocale("ar");
  return <ForgotPasswordPage locale="ar" />;
}
