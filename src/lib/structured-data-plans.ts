/** schema.org Product/Offer data for the plans of src/content/plans.ts (see structured-data.ts). */
import type { Graph, Offer, Product, UnitPriceSpecification } from "schema-dts";

import { defaultLocale, localizeHref, type Locale } from "@/config/locales";
import { siteConfig } from "@/config/site";
import type { PlanGroup, PricingPlan } from "@/content/types";
import { absoluteUrl } from "@/lib/metadata";
import { organizationId } from "@/lib/structured-data";

/** Prices in plans.ts are whole US dollars. */
export const PLAN_CURRENCY = "USD";

/** UN/CEFACT code for "month", the unit schema.org expects in unitCode. */
const MONTH = "MON";
const monthQuantity = { "@type": "QuantitativeValue", value: 1, unitCode: MONTH } as const;

/**
 * Which prices a group's JSON-LD states: "sale" (while its offer runs: the sale price, the list
 * price struck through, priceValidUntil the offer's end) or "list" (after it: the list price).
 * Pages carry both versions; the server drops the one untrue at the request's time.
 */
export type PriceVersion = "sale" | "list";

function priceSpecifications(plan: PricingPlan & { price: number }): UnitPriceSpecification[] {
  const perMonth = plan.period === "month";
  const spec = (price: number): UnitPriceSpecification => ({
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: PLAN_CURRENCY,
    ...(perMonth
      ? { unitCode: MONTH, unitText: "month", referenceQuantity: monthQuantity }
      : { unitText: "one-time payment" }),
  });
  const sale = spec(plan.price);
  if (plan.originalPrice === undefined) return [sale];
  // The price before the flash sale, as schema.org marks a crossed-out price.
  return [
    sale,
    { ...spec(plan.originalPrice), priceType: "https://schema.org/StrikethroughPrice" },
  ];
}

/**
 * The Offer for a plan with a price; plans priced "Custom" have none to state. Its url is the
 * service page in the language of the page that shows the plan.
 */
export function planOffer(
  group: PlanGroup,
  plan: PricingPlan,
  locale: Locale = defaultLocale,
  version: PriceVersion = "sale",
): Offer | undefined {
  if (plan.price === null) return undefined;
  const list = version === "list" ? plan.originalPrice : undefined;
  const stated =
    list === undefined
      ? { ...plan, price: plan.price }
      : { ...plan, price: list, originalPrice: undefined };
  // The sale's last day (the date as the end is written, in the offer's zone).
  const validUntil =
    stated.originalPrice !== undefined ? group.offer?.endsAt.slice(0, 10) : undefined;
  return {
    "@type": "Offer",
    price: stated.price,
    priceCurrency: PLAN_CURRENCY,
    priceSpecification: priceSpecifications(stated),
    ...(validUntil ? { priceValidUntil: validUntil } : {}),
    availability: "https://schema.org/InStock",
    url: absoluteUrl(localizeHref(group.servicePath, locale)),
    seller: { "@type": "Organization", "@id": organizationId, name: siteConfig.name },
  };
}

export function planProduct(
  group: PlanGroup,
  plan: PricingPlan,
  locale: Locale = defaultLocale,
  version: PriceVersion = "sale",
): Product | undefined {
  const offer = planOffer(group, plan, locale, version);
  if (!offer) return undefined;
  return {
    "@type": "Product",
    name: `${group.title}: ${plan.name}`,
    description: plan.description,
    sku: plan.id,
    category: group.title,
    brand: { "@type": "Brand", name: siteConfig.name },
    offers: offer,
  };
}

/** One Product per priced plan of a group, as shown by the PricingTable of that group. */
export function planGroupJsonLd(
  group: PlanGroup,
  locale: Locale = defaultLocale,
  version: PriceVersion = "sale",
): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": group.plans
      .map((plan) => planProduct(group, plan, locale, version))
      .filter((product): product is Product => product !== undefined),
  };
}
