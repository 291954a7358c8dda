import type { Offer, Product, UnitPriceSpecification } from "schema-dts";
import { describe, expect, it } from "vitest";

import { siteConfig } from "@/config/site";
import { planGroups } from "@/content/plans";

import { PLAN_CURRENCY, planGroupJsonLd, planOffer, planProduct } from "./structured-data-plans";

const allPlans = planGroups.flatMap((group) => group.plans.map((plan) => ({ group, plan })));
const pricedPlans = allPlans.filter(({ plan }) => plan.price !== null);

/** The fields the tests read, without schema-dts's unions of every possible shape. */
type Spec = Exclude<UnitPriceSpecification, string> & Record<string, unknown>;
function specsOf(offer: Offer): Spec[] {
  const specs = (offer as { priceSpecification?: Spec | Spec[] }).priceSpecification;
  return Array.isArray(specs) ? specs : specs ? [specs] : [];
}

describe("plan structured data", () => {
  it("covers plans both with and without a price (the test below is not vacuous)", () => {
    expect(pricedPlans.length).toBeGreaterThan(8);
    expect(allPlans.some(({ plan }) => plan.price === null)).toBe(true);
  });

  it.each(pricedPlans.map(({ group, plan }) => [`${group.id}/${plan.id}`, group, plan] as const))(
    "%s yields an Offer with its price in USD",
    (_label, group, plan) => {
      const offer = planOffer(group, plan) as Record<string, unknown> & Offer;
      expect(offer["@type"]).toBe("Offer");
      expect(offer.price).toBe(plan.price);
      expect(offer.priceCurrency).toBe(PLAN_CURRENCY);
      expect(offer.url).toBe(`${siteConfig.url}${group.servicePath}`);

      const [sale, ...rest] = specsOf(offer);
      expect(sale).toMatchObject({ "@type": "UnitPriceSpecification", price: plan.price });
      if (plan.period === "month") {
        expect(sale).toMatchObject({
          unitCode: "MON",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        });
      } else {
        expect(sale?.unitCode).toBeUndefined();
        expect(sale?.unitText).toBe("one-time payment");
      }
      if (plan.originalPrice === undefined) {
        expect(rest).toEqual([]);
      } else {
        expect(rest).toEqual([
          expect.objectContaining({
            price: plan.originalPrice,
            priceType: "https://schema.org/StrikethroughPrice",
          }),
        ]);
      }
    },
  );

  it("states the sale until the offer's end, and the list price alone in the version for after it", () => {
    for (const { group, plan } of pricedPlans.filter(({ plan }) => plan.originalPrice)) {
      const sale = planOffer(group, plan, "en", "sale") as Record<string, unknown> & Offer;
      expect(sale.priceValidUntil).toBe(group.offer?.endsAt.slice(0, 10));
      const list = planOffer(group, plan, "en", "list") as Record<string, unknown> & Offer;
      expect(list.price).toBe(plan.originalPrice);
      expect(list.priceValidUntil).toBeUndefined();
      expect(specsOf(list).map((spec) => [spec.price, spec.priceType])).toEqual([
        [plan.originalPrice, undefined],
      ]);
    }
    for (const { group, plan } of pricedPlans.filter(({ plan }) => !plan.originalPrice)) {
      expect(planOffer(group, plan, "en", "list")).toEqual(planOffer(group, plan));
    }
  });

  it("gives each priced plan a Product named after its group and plan", () => {
    for (const { group, plan } of pricedPlans) {
      const product = planProduct(group, plan) as Record<string, unknown> & Product;
      expect(product).toMatchObject({
        "@type": "Product",
        name: `${group.title}: ${plan.name}`,
        description: plan.description,
        sku: plan.id,
        brand: { "@type": "Brand", name: siteConfig.name },
      });
    }
  });

  it("leaves out custom-priced plans: an Offer without a price is not valid", () => {
    for (const { group, plan } of allPlans.filter(({ plan }) => plan.price === null)) {
      expect(planOffer(group, plan)).toBeUndefined();
      expect(planProduct(group, plan)).toBeUndefined();
    }
  });

  it("puts one Product per priced plan in the group's graph", () => {
    for (const group of planGroups) {
      const graph = planGroupJsonLd(group);
      expect(graph["@context"]).toBe("https://schema.org");
      const names = graph["@graph"].map((item) => (item as { name?: string }).name);
      expect(names).toEqual(
        group.plans.filter((plan) => plan.price !== null).map((p) => `${group.title}: ${p.name}`),
      );
    }
  });
});
