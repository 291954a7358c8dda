import { ForgotPasswordPage } from "@/components/pages/forgot-password-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/forgot-password", ForgotPasswordPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
