import { DocsPage } from "@/components/pages/docs-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/docs");

export default function DocsRoute() {
  return <DocsPage locale="en" />;
}
