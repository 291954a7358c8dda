import { AiServicePage } from "@/components/pages/ai-service-page";
import { localePage } from "@/components/pages/param-page";
import { pageMetadata } from "@/lib/metadata";

const page = localePage({
  metadata: (locale) => pageMetadata("/services/custom-ai", locale),
  render: (locale) => <AiServicePage slug="custom-ai" locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
