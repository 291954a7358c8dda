import { registryPage } from "@/components/pages/param-page";
import { PricingPage } from "@/components/pages/pricing-page";

const page = registryPage("/pricing", PricingPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
