import { CompanyInfoPage } from "@/components/pages/company-info-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/company-info", CompanyInfoPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
