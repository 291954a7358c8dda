import { contactChoiceKey } from "@/config/contact-choice.mjs";

import { CUSTOM_PLAN_CHOICE, planGroups } from "./plans";
import { contactServiceLabels, type ContactService } from "./services";
import { ENTERPRISE_TRAINING_CHOICE, trainingProgrammes } from "./training";

/**
 * What a link to /contact can carry: a service alone (`?service=web`), or a plan with its
 * service (`?service=ai&plan=starter`): the pricing plans, a custom plan between two tiers, the training programmes and team
 * training. Each is pre-rendered as a variant of the contact page, its service preselected and
 * its plan shown and sent (src/config/contact-choice.mjs says how an address finds it).
 */
export interface ContactChoice {
  service: ContactService;
  plan?: string;
}

export const contactChoices: readonly ContactChoice[] = [
  ...(Object.keys(contactServiceLabels) as ContactService[]).map((service) => ({ service })),
  ...planGroups.flatMap((group) =>
    group.plans.map((plan) => ({ service: group.contactService, plan: plan.id })),
  ),
  { service: "ai", plan: CUSTOM_PLAN_CHOICE },
  ...trainingProgrammes.map((programme) => ({
    service: "ai" as const,
    plan: `training-${programme.id}`,
  })),
  { service: "ai", plan: ENTERPRISE_TRAINING_CHOICE },
];

/** The choice a pre-rendered variant's key names, or undefined. */
export function contactChoiceOf(key: string): ContactChoice | undefined {
  return contactChoices.find((choice) => contactChoiceKey(choice) === key);
}
