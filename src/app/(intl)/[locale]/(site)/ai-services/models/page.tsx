import { AiModelsPage } from "@/components/pages/ai-models-page";
import { registryPage } from "@/components/pages/param-page";

const page = registryPage("/ai-services/models", AiModelsPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
