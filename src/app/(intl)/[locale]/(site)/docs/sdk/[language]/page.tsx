import { paramPage } from "@/components/pages/param-page";
import { sdkPageSpec, sdkParams } from "@/components/pages/sdk-page";

const page = paramPage(sdkPageSpec);

export const dynamicParams = false;
export const generateStaticParams = sdkParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
