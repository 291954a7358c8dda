import { registryPage } from "@/components/pages/param-page";
import { SignInPage } from "@/components/pages/sign-in-page";

const page = registryPage("/signin", SignInPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
