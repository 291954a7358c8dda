import { blogListParams, blogListSpec } from "@/components/pages/blog-list-page";
import { paramPage } from "@/components/pages/param-page";

const page = paramPage(blogListSpec);

export const dynamicParams = false;
export const generateStaticParams = blogListParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
