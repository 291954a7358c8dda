import { ContactPage } from "@/components/pages/contact-page";
import { registryPage } from "@/components/pages/param-page";

// Pre-rendered; server.mjs puts the visitor's token into its form (src/lib/http/form-pages.mjs),
// and serves /contact?service=&plan= from the choice's own variant (./choice/[choice]).
const page = registryPage("/contact", ContactPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
