import { describe, expect, it } from "vitest";

import { formatPrice, planContactHref, planGroups } from "./plans";

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

  it("sends each plan button to /contact with its service and plan", () => {
    for (const { group, plan } of allPlans) {
      expect(planContactHref(group, plan)).toBe(
        `/contact?service=${group.contactService}&plan=${plan.id}`,
      );
    }
  });
});
