/** Every plan sold on the site. Service pages and /pricing read these; no price is typed twice. */
import { localeInfo, writtenLocale, type Locale, type WrittenLocale } from "@/config/locales";
import { siteConfig } from "@/config/site";

import type { PlanGroup, PricingPlan } from "./types";

/**
 * The uptime SLA as a plan lists it. Only the plans that list it include it: every page that
 * promises the SLA names them (uptimeSlaPlans), so no page promises it beyond what /pricing sells.
 */
export const uptimeSlaFeature = `${siteConfig.record.uptime} uptime SLA`;

export const aiPlans = {
  id: "ai",
  title: "AI plans",
  description:
    "Chat assistants for your website, WhatsApp and email, billed by the conversations they hold each month.",
  servicePath: "/ai-services/pricing",
  contactService: "ai",
  unit: "Billed by conversations",
  about: {
    text: "These plans are for chat assistants, billed by conversations. Looking for a voice agent that answers your phone line, billed by conversational minutes?",
    other: "conversational-ai",
    linkLabel: "See the Conversational AI plans",
  },
  pickLabel: "Best for growing teams",
  mostPopular: true,
  plans: [
    {
      id: "starter",
      name: "Starter",
      price: 299,
      period: "month",
      description: "For small teams taking their first step with AI.",
      features: [
        "Up to 1,000 conversations per month",
        "1 AI assistant",
        "Website chat widget",
        "Email support",
        "Basic analytics",
      ],
      buttonText: "Get Started",
      popular: false,
    },
    {
      id: "professional",
      name: "Professional",
      price: 799,
      period: "month",
      description: "For growing businesses that run AI across channels.",
      features: [
        "Up to 10,000 conversations per month",
        "5 AI assistants",
        "Website, WhatsApp and email channels",
        "CRM and helpdesk integrations",
        "Priority support",
        "Advanced analytics",
      ],
      buttonText: "Get Started",
      popular: true,
    },
    {
      id: "enterprise",
      name: "Enterprise",
      price: null,
      period: "month",
      description: "For organisations with custom needs, volumes and compliance.",
      features: [
        "Unlimited conversations",
        "Unlimited AI assistants",
        "Custom model training",
        "Dedicated account manager",
        uptimeSlaFeature,
        "SSO and audit logs",
      ],
      buttonText: "Contact Sales",
      popular: false,
    },
  ],
} satisfies PlanGroup;

export const conversationalAiPlans = {
  id: "conversational-ai",
  title: "Conversational AI",
  description:
    "Voice agents for your phone line and WhatsApp, billed by the conversational minutes they talk each month.",
  servicePath: "/services/conversational-ai",
  contactService: "ai",
  unit: "Billed by conversational minutes",
  about: {
    text: "These plans are for voice agents, billed by conversational minutes. Looking for a chat assistant on your website, WhatsApp and email, billed by conversations?",
    other: "ai",
    linkLabel: "See the AI plans for chat assistants",
  },
  pickLabel: "Best for steady call volume",
  // The flash sale's end: the last second of 2026 in Beirut. OFFER_ENDS_AT moves it without a
  // deploy (docs/configuration.md).
  offer: {
    endsAt: "2026-12-31T23:59:59+02:00",
    timeZone: siteConfig.offices.beirut.hours.timeZone,
    zoneName: siteConfig.offices.beirut.hours.zoneName,
  },
  plans: [
    {
      id: "conversational-basic",
      name: "Basic",
      price: 100,
      originalPrice: 199,
      period: "month",
      savings: "Save $99",
      discount: 50,
      description: "A smart assistant for a single channel.",
      features: [
        "250 conversational minutes",
        "1 AI agent",
        "Website chat or phone line",
        "Standard voices",
        "Email support",
      ],
      buttonText: "Get Started",
      popular: false,
    },
    {
      id: "conversational-standard",
      name: "Standard",
      price: 200,
      originalPrice: 399,
      period: "month",
      savings: "Save $199",
      discount: 50,
      description: "For teams handling steady customer traffic.",
      features: [
        "1,100 conversational minutes",
        "3 AI agents",
        "Chat, voice and WhatsApp",
        "50+ languages",
        "CRM integration",
        "Priority support",
      ],
      buttonText: "Get Started",
      popular: true,
    },
    {
      id: "conversational-premium",
      name: "Premium",
      price: 1000,
      originalPrice: 1799,
      period: "month",
      savings: "Save $799",
      discount: 44,
      description: "High-volume conversational AI for larger operations.",
      features: [
        "7,000 conversational minutes",
        "Unlimited AI agents",
        "All channels",
        "Custom voice and persona",
        "Dedicated success manager",
        uptimeSlaFeature,
      ],
      buttonText: "Get Started",
      popular: false,
    },
  ],
} satisfies PlanGroup;

export const websiteBuilderPlans = {
  id: "website-builder",
  title: "Website Builder AI",
  description: "One-time payment for an AI-built website, hosting included.",
  servicePath: "/services/website-builder",
  contactService: "ai",
  pickLabel: "Best for a growing business",
  plans: [
    {
      id: "website-basic",
      name: "Basic",
      price: 99,
      period: "one-time",
      description: "A polished site for a new business or project.",
      features: [
        "Up to 5 pages",
        "1 year of hosting",
        "Free SSL certificate",
        "Mobile-responsive design",
        "Basic SEO setup",
      ],
      buttonText: "Get Started",
      popular: false,
    },
    {
      id: "website-professional",
      name: "Professional",
      price: 199,
      period: "one-time",
      description: "A complete site for a growing business.",
      features: [
        "Up to 15 pages",
        "2 years of hosting",
        "Free SSL certificate",
        "Custom domain setup",
        "Advanced SEO and analytics",
        "Contact forms and booking",
      ],
      buttonText: "Get Started",
      popular: true,
    },
    {
      id: "website-premium",
      name: "Premium",
      price: 499,
      period: "one-time",
      description: "No limits, for established brands and online stores.",
      features: [
        "Unlimited pages",
        "5 years of hosting",
        "Free SSL certificate",
        "E-commerce ready",
        "Multilingual content",
        "Priority support",
      ],
      buttonText: "Get Started",
      popular: false,
    },
  ],
} satisfies PlanGroup;

export const automationPlans = {
  id: "automation",
  title: "AI Automation",
  description: "Monthly plans for AI-powered workflow automation.",
  servicePath: "/services/automation",
  contactService: "ai",
  // The same $299 and $799 as the AI plans (the seed's prices), for another unit: said under
  // each price, so neither reads as a copy of the other.
  unit: "Billed by automated workflows",
  pickLabel: "Best for several departments",
  plans: [
    {
      id: "automation-starter",
      name: "Starter",
      price: 299,
      period: "month",
      description: "Automate the first processes that slow your team down.",
      features: [
        "5 automated workflows",
        "Email and document automation",
        "10 app integrations",
        "Monthly performance report",
        "Email support",
      ],
      buttonText: "Get Started",
      popular: false,
    },
    {
      id: "automation-growth",
      name: "Growth",
      price: 799,
      period: "month",
      description: "Scale automation across departments.",
      features: [
        "25 automated workflows",
        "AI document processing",
        "Unlimited app integrations",
        "Custom dashboards",
        "Priority support",
      ],
      buttonText: "Get Started",
      popular: true,
    },
    {
      id: "automation-enterprise",
      name: "Enterprise",
      price: 1999,
      period: "month",
      description: "Company-wide automation with dedicated engineering.",
      features: [
        "Unlimited workflows",
        "Custom AI models",
        "On-premise deployment option",
        "Dedicated automation engineer",
        uptimeSlaFeature,
      ],
      buttonText: "Get Started",
      popular: false,
    },
  ],
} satisfies PlanGroup;

export const planGroups: readonly PlanGroup[] = [
  aiPlans,
  conversationalAiPlans,
  websiteBuilderPlans,
  automationPlans,
];

export function findPlan(id: string): { group: PlanGroup; plan: PricingPlan } | undefined {
  for (const group of planGroups) {
    const plan = group.plans.find((candidate) => candidate.id === id);
    if (plan) return { group, plan };
  }
  return undefined;
}

/** A group by its id (the groups link one another by id). */
export function planGroup(
  id: PlanGroup["id"],
  groups: readonly PlanGroup[] = planGroups,
): PlanGroup {
  const group = groups.find((candidate) => candidate.id === id);
  if (!group) throw new Error(`No plan group ${id}`);
  return group;
}

/**
 * The badge on a plan's card: "popular" ("Most Popular") for a group's `popular` plan where the
 * group is alone on its page; where groups are shown side by side (`beside`), only the
 * `mostPopular` group's, the others' saying what is true of them ("pick": the group's
 * `pickLabel`). So no page shows "Most Popular" twice.
 */
export function planBadge(
  group: PlanGroup,
  plan: PricingPlan,
  beside: boolean,
): "popular" | "pick" | undefined {
  if (!plan.popular) return undefined;
  return !beside || group.mostPopular ? "popular" : "pick";
}

/**
 * The names of the plans that include the uptime SLA ("Premium", "Enterprise"), read from the
 * English features and named as `groups` name them (the Arabic groups share the ids), the
 * cheapest first (a custom price counts as the dearest).
 */
export function uptimeSlaPlanNames(groups: readonly PlanGroup[] = planGroups): string[] {
  const ids = new Set(
    planGroups.flatMap((group) =>
      group.plans.filter((plan) => plan.features.includes(uptimeSlaFeature)).map((plan) => plan.id),
    ),
  );
  const plans = groups.flatMap((group) => group.plans).filter((plan) => ids.has(plan.id));
  const lowest = (name: string) =>
    Math.min(...plans.filter((plan) => plan.name === name).map((plan) => plan.price ?? Infinity));
  return [...new Set(plans.map((plan) => plan.name))].sort((a, b) => lowest(a) - lowest(b));
}

/** "Premium and Enterprise plans": the plans of `groups` that include the uptime SLA. */
export function uptimeSlaPlans(groups: readonly PlanGroup[] = planGroups): string {
  const names = uptimeSlaPlanNames(groups);
  const list = new Intl.ListFormat(localeInfo.en.intl, { type: "conjunction" }).format(names);
  return `${list} ${names.length === 1 ? "plan" : "plans"}`;
}

/** The `plan` of a /contact link that asks for a custom plan between two tiers. */
export const CUSTOM_PLAN_CHOICE = "custom-plan";

/** The contact URL a plan's button goes to, with service and plan preselected. */
export function planContactHref(group: PlanGroup, plan: PricingPlan): string {
  return `/contact?service=${group.contactService}&plan=${plan.id}`;
}

/** The words around a price, per locale (the amount itself is formatted with Intl). */
const priceWords = {
  en: { custom: "Custom", month: "/month", oneTime: " one-time" },
  ar: { custom: "سعر مخصص", month: " شهريًا", oneTime: " دفعة واحدة" },
} as const satisfies Record<WrittenLocale, { custom: string; month: string; oneTime: string }>;

/**
 * "$1,299", or "Custom" for a price on request. The amount reads the same in both languages:
 * US dollars, Western digits, the "$" before it (as every Arabic module writes its prices). In
 * Arabic it is isolated left to right (U+2066 … U+2069): after Arabic letters the Unicode bidi
 * rules would otherwise draw "وفّر $99" as "وفّر 99$".
 */
export function formatPrice(price: number | null, locale: Locale = "en"): string {
  if (price === null) return priceWords[writtenLocale(locale)].custom;
  const amount = `$${new Intl.NumberFormat(localeInfo.en.intl).format(price)}`;
  return localeInfo[locale].dir === "rtl" ? `\u2066${amount}\u2069` : amount;
}

/** "$100/month", "$99 one-time": a price with the unit its plan is billed in. */
export function formatPriceWithUnit(
  price: number,
  period: PricingPlan["period"],
  locale: Locale = "en",
): string {
  const words = priceWords[writtenLocale(locale)];
  return `${formatPrice(price, locale)}${period === "month" ? words.month : words.oneTime}`;
}

/**
 * "From $199/month": where a group's list prices start (its cheapest priced plan, with its
 * unit, at its price outside any offer), true whether an offer runs or not. Every "from" price
 * on the site comes from here or fromOfferPrice, so it cannot drift from the plans.
 */
export function fromPrice(group: PlanGroup, locale: Locale = "en"): string {
  return cheapest(group, (plan) => plan.originalPrice ?? plan.price, locale);
}

/** "From $100/month": where a group's sale prices start while its offer runs, else undefined. */
export function fromOfferPrice(group: PlanGroup, locale: Locale = "en"): string | undefined {
  return group.offer ? cheapest(group, (plan) => plan.price, locale) : undefined;
}

function cheapest(
  group: PlanGroup,
  priceOf: (plan: PricingPlan) => number | null,
  locale: Locale,
): string {
  const priced = group.plans.flatMap((plan) => {
    const price = priceOf(plan);
    return price === null ? [] : [{ price, period: plan.period }];
  });
  const cheapest = priced.reduce<(typeof priced)[number] | undefined>(
    (low, plan) => (low === undefined || plan.price < low.price ? plan : low),
    undefined,
  );
  if (!cheapest) throw new Error(`Plan group ${group.id} has no priced plan`);
  return formatPriceWithUnit(cheapest.price, cheapest.period, locale);
}
