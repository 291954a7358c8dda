import { DataProcessingPage } from "@/components/pages/data-processing-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/data-processing", DataProcessingPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
