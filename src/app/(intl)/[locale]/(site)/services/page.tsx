import { registryPage } from "@/components/pages/param-page";
import { ServicesPage } from "@/components/pages/services-page";

const page = registryPage("/services", ServicesPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
