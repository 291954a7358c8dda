import { helpCategoryParams, helpCategorySpec } from "@/components/pages/help-category-page";
import { paramPage } from "@/components/pages/param-page";

const page = paramPage(helpCategorySpec);

export const dynamicParams = false;
export const generateStaticParams = helpCategoryParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
