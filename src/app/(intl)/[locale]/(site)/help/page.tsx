import { HelpPage } from "@/components/pages/help-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/help", HelpPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
