import { ServicesPage } from "@/components/pages/services-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services");

export default function ServicesRoute() {
  return <ServicesPage locale="en" />;
}
