import { ForgotPasswordPage } from "@/components/pages/forgot-password-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/forgot-password");

export default function Page() {
  return <ForgotPasswordPage locale="en" />;
}
