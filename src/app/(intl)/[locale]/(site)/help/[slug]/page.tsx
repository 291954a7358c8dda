import { helpArticleParams, helpArticleSpec } from "@/components/pages/help-article-page";
import { paramPage } from "@/components/pages/param-page";

const page = paramPage(helpArticleSpec);

export const dynamicParams = false;
export const generateStaticParams = helpArticleParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
