import { registryPage } from "@/components/pages/param-page";
import { TrainingPage } from "@/components/pages/training-page";

const page = registryPage("/training", TrainingPage);

export const generateMetadata = page.generateMetadata;
export default page.Page;
