import { DataProcessingPage } from "@/components/pages/data-processing-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/data-processing");

export default function Page() {
  return <DataProcessingPage locale="en" />;
}
