import { AiPricingPage } from "@/components/pages/ai-pricing-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/ai-services/pricing", AiPricingPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
