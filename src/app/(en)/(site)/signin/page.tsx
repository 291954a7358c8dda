import { SignInPage } from "@/components/pages/sign-in-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/signin");

export default function Page() {
  return <SignInPage locale="en" />;
}
