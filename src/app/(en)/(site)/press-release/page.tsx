import { PressReleasePage } from "@/components/pages/press-release-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/press-release");

export default function Page() {
  return <PressReleasePage locale="en" />;
}
