/** The four-step delivery process (Discovery, Strategy, Development, Deployment) every service follows. */
import type { IconName, ProcessStep } from "./types";

const processStages = [
  { key: "discovery", title: "Discovery", icon: "search" },
  { key: "strategy", title: "Strategy", icon: "target" },
  { key: "development", title: "Development", icon: "code" },
  { key: "deployment", title: "Deployment", icon: "rocket" },
] as const satisfies readonly { key: string; title: string; icon: IconName }[];

export type ProcessStageKey = (typeof processStages)[number]["key"];

/** The four steps, in order, with a description of each written for one service. */
export function fourStepProcess(
  descriptions: Record<ProcessStageKey, string>,
): readonly ProcessStep[] {
  return processStages.map((stage) => ({
    title: stage.title,
    icon: stage.icon,
    description: descriptions[stage.key],
  }));
}
