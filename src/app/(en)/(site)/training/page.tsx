import { TrainingPage } from "@/components/pages/training-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/training");

export default function TrainingRoute() {
  return <TrainingPage locale="en" />;
}
