import { AiLandingPage } from "@/components/pages/ai-landing-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/ai-services", AiLandingPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
