import { blogPostParams, blogPostSpec } from "@/components/pages/blog-post-page";
import { paramPage } from "@/components/pages/param-page";

const page = paramPage(blogPostSpec);

export const dynamicParams = false;
export const generateStaticParams = blogPostParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
