import { caseStudyParams, caseStudySpec } from "@/components/pages/case-study-page";
import { paramPage } from "@/components/pages/param-page";

const page = paramPage(caseStudySpec);

export const dynamicParams = false;
export const generateStaticParams = caseStudyParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
