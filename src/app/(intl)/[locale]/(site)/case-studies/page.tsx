import { CaseStudiesPage } from "@/components/pages/case-studies-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/case-studies", CaseStudiesPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
