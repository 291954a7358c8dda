import { registryPage } from "@/components/pages/param-page";
import { TeamPage } from "@/components/pages/team-page";

const page = registryPage("/team", TeamPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
