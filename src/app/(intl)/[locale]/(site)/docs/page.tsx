import { DocsPage } from "@/components/pages/docs-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/docs", DocsPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
