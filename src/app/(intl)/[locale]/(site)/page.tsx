import { HomePage } from "@/components/pages/home-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/", HomePage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
