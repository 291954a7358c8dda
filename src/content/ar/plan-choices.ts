/** Turns a `plan` value of a /contact link back into Arabic words, for the contact form's summary. */
import { CUSTOM_PLAN_CHOICE, findPlan, formatPrice } from "@/content/plans";
import {
  ENTERPRISE_TRAINING_CHOICE,
  findTrainingProgramme,
  formatTrainingPrice,
} from "@/content/training";

import { planGroupTitles, planPhrase, trainingTitle } from "./site-phrases";

// A Map: a `plan` from the address such as "constructor" must not find what an object inherits.
const specialChoices = new Map([
  [CUSTOM_PLAN_CHOICE, "باقة ذكاء اصطناعي مخصصة بين باقتين"],
  [ENTERPRISE_TRAINING_CHOICE, "تدريب المؤسسات لفريقك"],
]);

const periods = { month: " شهريًا", "one-time": " دفعة واحدة" } as const;

/** "الباقة الاحترافية (باقات الذكاء الاصطناعي)، $799 شهريًا". */
export function describePlanChoice(id: string): string | undefined {
  const found = findPlan(id);
  if (found) {
    const { plan, group } = found;
    const price =
      plan.price === null ? "سعر مخصص" : `${formatPrice(plan.price, "ar")}${periods[plan.period]}`;
    return `${planPhrase(plan.name)} (${planGroupTitles[group.id]})، ${price}`;
  }
  const programme = findTrainingProgramme(id);
  if (programme) {
    const price = programme.price === 0 ? "مجاني" : formatTrainingPrice(programme.price);
    return `${trainingTitle(programme)} (تدريب)، ${price}`;
  }
  return specialChoices.get(id);
}
