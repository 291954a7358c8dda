import { registryPage } from "@/components/pages/param-page";
import { SignUpPage } from "@/components/pages/sign-up-page";

const page = registryPage("/signup", SignUpPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
