import { blogCategoryListParams, blogCategorySpec } from "@/components/pages/blog-category-page";
import { paramPage } from "@/components/pages/param-page";

const page = paramPage(blogCategorySpec);

export const dynamicParams = false;
// None while every category fits on one page; a category with more posts gets its pages.
export const generateStaticParams = blogCategoryListParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
