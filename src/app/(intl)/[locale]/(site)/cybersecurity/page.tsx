import { ItServicePage } from "@/components/pages/it-service-page";
import { localePage } from "@/components/pages/param-page";
import { pageMetadata } from "@/lib/metadata";

const page = localePage({
  metadata: (locale) => pageMetadata("/cybersecurity", locale),
  render: (locale) => <ItServicePage slug="cybersecurity" locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
