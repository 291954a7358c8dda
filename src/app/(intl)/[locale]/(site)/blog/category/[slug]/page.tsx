import { blogCategoryParams, blogCategorySpec } from "@/components/pages/blog-category-page";
import { paramPage } from "@/components/pages/param-page";

const page = paramPage(blogCategorySpec);

export const dynamicParams = false;
export const generateStaticParams = blogCategoryParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
