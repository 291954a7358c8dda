/** The /pricing page copy. The plans themselves come from plans.ts (planGroups); no price is typed here. */
import { siteConfig } from "@/config/site";

import { planGuideRows, type PlanGuideEntry } from "./plan-guide";
import { CUSTOM_PLAN_CHOICE, planGroups } from "./plans";
import { contactHref } from "./services";
import type { CtaBanner, PageHero, PlanGroup } from "./types";

export const pricingHero = {
  eyebrow: "Clear, published prices",
  title: "Every plan,",
  highlight: "in one place",
  description:
    "AI plans (chat assistants, billed by conversations), Conversational AI (voice agents, billed by conversational minutes), Website Builder and Automation side by side. Monthly plans are billed each month; Website Builder plans are a one-time payment with hosting included.",
} satisfies PageHero;

export const pricingNavLabel = "Plan groups";

const guideEntries = [
  {
    who: "Written answers for your customers, on your website, WhatsApp or email",
    group: "ai",
  },
  { who: "Your phone line answered by a voice agent", group: "conversational-ai" },
  { who: "A website online in days, paid once", group: "website-builder" },
  { who: "Repetitive office work done for your team", group: "automation" },
] as const satisfies readonly PlanGuideEntry[];

export const planGuide = {
  title: "Which plan fits you?",
  whoHeading: "What you need",
  productHeading: "Plans",
  priceHeading: "Prices",
  rows: planGuideRows(guideEntries, planGroups, "en", "From"),
};

export const billingLabels = {
  month: { badge: "Billed monthly", short: "Monthly" },
  "one-time": { badge: "One-time payment", short: "One-time" },
} as const;

/** How a group is billed (every plan of a group shares one period). */
export function billingOf(group: PlanGroup): keyof typeof billingLabels {
  return group.plans[0]?.period ?? "month";
}

export function servicePageLinkLabel(group: PlanGroup): string {
  return `View the ${group.title} page`;
}

/** The comparison table of a group on /pricing (its caption names the group). */
export const comparisonLabels = {
  caption: (group: PlanGroup) => `${group.title}: the plans compared`,
  plan: "Plan",
  price: "Price",
  included: "What's included",
};

export const pricingCta = {
  title: "Need something in between?",
  description: `Between two tiers (more conversations or minutes than one plan, fewer than the next), or chat and voice together: tell us your volumes and we send you a custom monthly plan with its price ${siteConfig.responseTime}. IT services (web, mobile, cloud, security, support) are quoted per project, at a fixed price.`,
  primary: { label: "Ask for a Custom Plan", href: contactHref("ai", CUSTOM_PLAN_CHOICE) },
  secondary: { label: "Browse All Services", href: "/services" },
} satisfies CtaBanner;
