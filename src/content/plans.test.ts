import { describe, expect, it } from "vitest";

import { planGroups as arabicGroups } from "./ar/plans";
import { formatPrice, planBadge, planContactHref, planGroups } from "./plans";
import type { PricingPlan } from "./types";

/**
 * What a plan includes of its group's unit (conversations, minutes, pages, workflows): the figure
 * of its first feature, Infinity where that feature says unlimited, in either language.
 */
function allowance(plan: PricingPlan): number | undefined {
  const first = plan.features[0] ?? "";
  if (/unlimited|غير محدود/i.test(first)) return Infinity;
  const figure = /\d[\d,]*/.exec(first)?.[0];
  return figure === undefined ? undefined : Number(figure.replaceAll(",", ""));
}

/** A priced plan's price per unit of what it includes (0 for an unlimited allowance). */
function unitPrice(price: number, plan: PricingPlan): number {
  const units = allowance(plan) ?? NaN;
  return units === Infinity ? 0 : price / units;
}

const allPlans = planGroups.flatMap((group) => group.plans.map((plan) => ({ group, plan })));

describe("plans", () => {
  it.each(allPlans.map(({ group, plan }) => [`${group.id}/${plan.id}`, plan] as const))(
    "%s: discount and savings agree with price and originalPrice",
    (_label, plan) => {
      if (plan.originalPrice === undefined) {
        expect(plan.discount).toBeUndefined();
        expect(plan.savings).toBeUndefined();
        return;
      }
      expect(plan.price).not.toBeNull();
      const price = plan.price ?? 0;
      expect(price).toBeLessThan(plan.originalPrice);
      const saved = plan.originalPrice - price;
      expect(plan.discount).toBe(Math.round((saved / plan.originalPrice) * 100));
      expect(plan.savings).toBe(`Save ${formatPrice(saved)}`);
    },
  );

  it("gives sale prices only to a group with an offer, which ends at a date and time with its zone", () => {
    for (const group of planGroups) {
      const onSale = group.plans.some((plan) => plan.originalPrice !== undefined);
      expect(group.offer !== undefined, group.id).toBe(onSale);
      if (group.offer) expect(group.offer.endsAt).toMatch(/T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    }
  });

  it("has unique plan ids and one popular plan per group", () => {
    const ids = allPlans.map(({ plan }) => plan.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of planGroups) {
      expect(group.plans.filter((plan) => plan.popular)).toHaveLength(1);
    }
  });

  it('gives "Most Popular" to one group where groups are side by side, and its own pick to each other', () => {
    expect(planGroups.filter((group) => group.mostPopular)).toHaveLength(1);
    const beside = allPlans.map(({ group, plan }) => planBadge(group, plan, true));
    expect(beside.filter((badge) => badge === "popular")).toHaveLength(1);
    expect(beside.filter((badge) => badge === "pick")).toHaveLength(planGroups.length - 1);
    for (const group of planGroups) {
      expect(group.plans.map((plan) => planBadge(group, plan, false)).filter(Boolean)).toEqual([
        "popular",
      ]);
    }
  });

  it("says the unit of the two AI products and links each to the other, in both languages", () => {
    const byId = (groups: typeof planGroups, id: string) => groups.find((group) => group.id === id);
    for (const groups of [planGroups, arabicGroups]) {
      const chat = byId(groups, "ai");
      const voice = byId(groups, "conversational-ai");
      expect(chat?.about?.other).toBe("conversational-ai");
      expect(voice?.about?.other).toBe("ai");
      expect(chat?.unit).toBeTruthy();
      expect(voice?.unit).toBeTruthy();
    }
    expect(byId(planGroups, "ai")?.unit).toMatch(/conversations/);
    expect(byId(planGroups, "conversational-ai")?.unit).toMatch(/conversational minutes/);
    expect(byId(arabicGroups, "ai")?.unit).toMatch(/المحادثات/);
    expect(byId(arabicGroups, "conversational-ai")?.unit).toMatch(/دقائق المحادثة/);
  });

  it("keeps the seed's prices", () => {
    const prices = Object.fromEntries(
      planGroups.map((group) => [group.id, group.plans.map((plan) => plan.price)]),
    );
    expect(prices).toEqual({
      ai: [299, 799, null],
      "conversational-ai": [100, 200, 1000],
      "website-builder": [99, 199, 499],
      automation: [299, 799, 1999],
    });
    const conversational = planGroups.find((group) => group.id === "conversational-ai");
    expect(conversational?.plans.map((plan) => [plan.originalPrice, plan.discount])).toEqual([
      [199, 50],
      [399, 50],
      [1799, 44],
    ]);
  });

  it.each(planGroups.map((group) => [group.id, group] as const))(
    "%s: each tier includes more, and its price per unit falls as the tier rises, at list and sale prices",
    (_id, group) => {
      const arabic = arabicGroups.find((candidate) => candidate.id === group.id);
      for (const [index, plan] of group.plans.entries()) {
        expect(
          allowance(plan),
          `${plan.id}: its first feature says what it includes`,
        ).toBeDefined();
        expect(allowance(arabic?.plans[index] ?? plan), `${plan.id} in Arabic`).toBe(
          allowance(plan),
        );
      }
      const priced = group.plans.filter((plan) => plan.price !== null);
      for (const [i, higher] of priced.entries()) {
        const lower = priced[i - 1];
        if (!lower) continue;
        const step = `${lower.id} to ${higher.id}`;
        expect(allowance(higher), step).toBeGreaterThan(allowance(lower) ?? Infinity);
        for (const priceOf of [
          (plan: PricingPlan) => plan.price ?? 0,
          (plan: PricingPlan) => plan.originalPrice ?? plan.price ?? 0,
        ]) {
          expect(unitPrice(priceOf(higher), higher), step).toBeLessThan(
            unitPrice(priceOf(lower), lower),
          );
        }
      }
    },
  );

  it("computes a price per unit from what a plan includes", () => {
    const plan = (features: string[]) => ({ ...allPlans[0]!.plan, features });
    expect(unitPrice(200, plan(["1,100 conversational minutes"]))).toBeCloseTo(0.1818, 4);
    expect(unitPrice(1000, plan(["3,600 conversational minutes"]))).toBeGreaterThan(
      unitPrice(200, plan(["1,100 conversational minutes"])),
    );
    expect(unitPrice(1999, plan(["Unlimited workflows"]))).toBe(0);
    expect(allowance(plan(["محادثات غير محدودة"]))).toBe(Infinity);
    expect(allowance(plan(["1 AI assistant"]))).toBe(1);
  });

  it("sends each plan button to /contact with its service and plan", () => {
    for (const { group, plan } of allPlans) {
      expect(planContactHref(group, plan)).toBe(
        `/contact?service=${group.contactService}&plan=${plan.id}`,
      );
    }
  });
});
