import { ColophonPage } from "@/components/pages/colophon-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/colophon", ColophonPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
