import { ItServicePage } from "@/components/pages/it-service-page";
import { localePage } from "@/components/pages/param-page";
import { pageMetadata } from "@/lib/metadata";

const page = localePage({
  metadata: (locale) => pageMetadata("/it-support", locale),
  render: (locale) => <ItServicePage slug="it-support" locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
