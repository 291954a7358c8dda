import { ApiPage } from "@/components/pages/api-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/api", ApiPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
