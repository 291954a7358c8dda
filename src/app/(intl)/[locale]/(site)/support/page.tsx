import { registryPage } from "@/components/pages/param-page";
import { SupportPage } from "@/components/pages/support-page";

const page = registryPage("/support", SupportPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
