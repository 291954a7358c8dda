import { registryPage } from "@/components/pages/param-page";
import { PressReleasePage } from "@/components/pages/press-release-page";

const page = registryPage("/press-release", PressReleasePage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
