/**
 * The "Which plan fits you?" guide that opens /pricing: who you are, then the product that fits
 * and where its prices start. Each language writes only the "who"; the product's name, its
 * section on the page, its prices and unit are read from that language's plan groups.
 */
import type { Locale } from "@/config/locales";

import { fromOfferPrice, fromPrice, planGroup } from "./plans";
import type { PlanGroup } from "./types";

/** One row as written: who the visitor is, and the group that fits them. */
export interface PlanGuideEntry {
  who: string;
  group: PlanGroup["id"];
}

/** One row as shown. `offerFrom`: the sale "from" price while the group's offer runs. */
export interface PlanGuideRow {
  who: string;
  product: string;
  href: string;
  from: string;
  offerFrom?: { price: string; endsAt: string };
  unit?: string;
}

/** The rows of the guide, every name and price from `groups` (in the page's language). */
export function planGuideRows(
  entries: readonly PlanGuideEntry[],
  groups: readonly PlanGroup[],
  locale: Locale,
  fromWord: string,
): PlanGuideRow[] {
  return entries.map(({ who, group: id }) => {
    const group = planGroup(id, groups);
    const offer = fromOfferPrice(group, locale);
    return {
      who,
      product: group.title,
      href: `#${group.id}`,
      from: `${fromWord} ${fromPrice(group, locale)}`,
      ...(offer && group.offer
        ? { offerFrom: { price: `${fromWord} ${offer}`, endsAt: group.offer.endsAt } }
        : {}),
      ...(group.unit ? { unit: group.unit } : {}),
    };
  });
}
