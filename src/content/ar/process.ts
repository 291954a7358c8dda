/** The four-step delivery process in Arabic (src/content/process.ts): same stages, same icons. */
import * as en from "@/content/process";
import type { ProcessStep } from "@/content/types";

type ProcessStageKey = en.ProcessStageKey;

const stageTitles: Record<ProcessStageKey, string> = {
  discovery: "الاستكشاف",
  strategy: "الاستراتيجية",
  development: "التطوير",
  deployment: "الإطلاق",
};

/** Each stage's own key, passed as its description to find which English step is which stage. */
const stageKeys: Record<ProcessStageKey, ProcessStageKey> = {
  discovery: "discovery",
  strategy: "strategy",
  development: "development",
  deployment: "deployment",
};

/** The four steps, in the English order and with its icons, with Arabic titles and descriptions. */
export function fourStepProcess(
  descriptions: Record<ProcessStageKey, string>,
): readonly ProcessStep[] {
  return en.fourStepProcess(stageKeys).map((step) => {
    const key = step.description as ProcessStageKey;
    return { ...step, title: stageTitles[key], description: descriptions[key] };
  });
}
