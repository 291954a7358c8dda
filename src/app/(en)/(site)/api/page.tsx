import { ApiPage } from "@/components/pages/api-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/api");

export default function ApiRoute() {
  return <ApiPage locale="en" />;
}
