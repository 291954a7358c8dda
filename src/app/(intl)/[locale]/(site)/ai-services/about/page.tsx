import { AiAboutPage } from "@/components/pages/ai-about-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/ai-services/about", AiAboutPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
