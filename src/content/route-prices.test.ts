import { describe, expect, it } from "vitest";

import { routes } from "@/config/routes";

import { planGroups } from "./plans";

/*
 * The registry (config) may not import the plan data (content), so the prices its
 * descriptions quote are typed there: this test keeps them equal to the plans.
 */
const quotedPrices = (text: string) =>
  [...text.matchAll(/\$(\d[\d,]*)/g)].map((match) => Number(match[1]!.replaceAll(",", "")));

const pricedRoutes = routes.filter((route) => quotedPrices(route.description).length > 0);

describe("prices quoted in the route registry", () => {
  it("are quoted by the pages that sell plans", () => {
    // Not /services/conversational-ai: its prices change when its offer ends, and a meta
    // description cannot follow (the page itself does: src/lib/offer/offer-window.mjs).
    expect(pricedRoutes.map((route) => route.path)).toEqual([
      "/ai-services/pricing",
      "/services/website-builder",
      "/services/automation",
    ]);
  });

  it.each(pricedRoutes.map((route) => [route.path, route.description] as const))(
    "%s quotes prices of its own plans, and 'from $N' is the lowest",
    (path, description) => {
      const group = planGroups.find((candidate) => candidate.servicePath === path);
      expect(group, `no plan group sells on ${path}`).toBeDefined();
      const prices = (group?.plans ?? []).flatMap((plan) =>
        plan.price === null ? [] : [plan.price],
      );
      for (const price of quotedPrices(description)) expect(prices, description).toContain(price);
      const from = /from \$(\d[\d,]*)/.exec(description)?.[1];
      if (from) expect(Number(from.replaceAll(",", ""))).toBe(Math.min(...prices));
    },
  );

  it("reads a price written with a thousands separator", () => {
    expect(quotedPrices("Plans from $1,299 a month.")).toEqual([1299]);
  });
});
