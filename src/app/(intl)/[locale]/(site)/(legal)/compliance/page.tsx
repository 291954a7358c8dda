import { CompliancePage } from "@/components/pages/compliance-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/compliance", CompliancePage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
