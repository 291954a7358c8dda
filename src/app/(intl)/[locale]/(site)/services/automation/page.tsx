import { AiServicePage } from "@/components/pages/ai-service-page";
import { localePage } from "@/components/pages/param-page";
import { pageMetadata } from "@/lib/metadata";

const page = localePage({
  metadata: (locale) => pageMetadata("/services/automation", locale),
  render: (locale) => <AiServicePage slug="automation" locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
