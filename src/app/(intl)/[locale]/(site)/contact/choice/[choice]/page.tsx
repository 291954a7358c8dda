import { contactChoiceParams, contactChoiceSpec } from "@/components/pages/contact-page";
import { paramPage } from "@/components/pages/param-page";

// The contact page with a choice of /contact?service=&plan=, pre-rendered per choice: never
// linked to at this address, which server.mjs redirects to the query's (form-pages.mjs).
const page = paramPage(contactChoiceSpec);

export const dynamicParams = false;
export const generateStaticParams = contactChoiceParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
