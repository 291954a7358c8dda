import { SignUpPage } from "@/components/pages/sign-up-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/signup");

export default function Page() {
  return <SignUpPage locale="en" />;
}
