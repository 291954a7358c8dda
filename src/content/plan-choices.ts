/** Turns a `plan` value of a /contact link back into words, for the contact form's summary. */
import { CUSTOM_PLAN_CHOICE, findPlan, formatPrice } from "./plans";
import { ENTERPRISE_TRAINING_CHOICE, findTrainingProgramme, formatTrainingPrice } from "./training";

// A Map: a `plan` from the address such as "constructor" must not find what an object inherits.
const specialChoices = new Map([
  [CUSTOM_PLAN_CHOICE, "A custom AI plan between two tiers"],
  [ENTERPRISE_TRAINING_CHOICE, "Enterprise training for your team"],
]);

export function describePlanChoice(id: string): string | undefined {
  const found = findPlan(id);
  if (found) {
    const { plan, group } = found;
    const period = plan.price === null ? "" : plan.period === "month" ? "/month" : " one-time";
    return `${plan.name} (${group.title}), ${formatPrice(plan.price)}${period}`;
  }
  const programme = findTrainingProgramme(id);
  if (programme) return `${programme.title} (training), ${formatTrainingPrice(programme.price)}`;
  return specialChoices.get(id);
}
