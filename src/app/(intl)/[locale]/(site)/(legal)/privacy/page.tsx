import { LegalMarkdownPage } from "@/components/legal/legal-markdown-page";
import { localePage } from "@/components/pages/param-page";
import { pageMetadata } from "@/lib/metadata";

const page = localePage({
  metadata: (locale) => pageMetadata("/privacy", locale),
  render: (locale) => <LegalMarkdownPage slug="privacy" locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
