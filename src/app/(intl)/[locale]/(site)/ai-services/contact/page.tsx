import { AiContactPage } from "@/components/pages/ai-contact-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/ai-services/contact", AiContactPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
