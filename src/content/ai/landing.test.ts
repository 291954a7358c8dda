import { describe, expect, it } from "vitest";

import { siteConfig } from "@/config/site";

import { conversationalAiPlans, planGroups } from "../plans";
import type { PricingPlan } from "../types";
import { aiLandingStats, aiProcess, aiServiceCards, aiTestimonials } from "./landing";

describe("AI landing content", () => {
  it("carries the seed's four stats, each saying what it counts (AI clients are some of all clients)", () => {
    expect(aiLandingStats.map((stat) => `${stat.number} ${stat.label}`)).toEqual([
      "120+ Clients on our AI services, of 250+ in all",
      "2M+ Conversations handled by our AI assistants",
      "99.9% Uptime",
      "40% Average revenue increase our AI clients report after a year",
    ]);
    expect(siteConfig.record.aiClients).toBeLessThanOrEqual(siteConfig.record.clients);
  });

  it("prices each service card from its plans (the cheapest, with its unit) and links it to its page", () => {
    // The seed's $299 / $199 / $399 contradicted the service pages' own plans (SPEC §7).
    expect(aiServiceCards.map((card) => [card.title, card.price, card.link])).toEqual([
      ["Conversational AI", "From $199/month", "/services/conversational-ai"],
      ["Website Builder AI", "From $99 one-time", "/services/website-builder"],
      ["AI Automation", "From $299/month", "/services/automation"],
      ["Custom AI Solutions", "Custom pricing", "/services/custom-ai"],
    ]);
    // `price` is the list price, true after an offer; the sale's comes beside it until its end.
    expect(aiServiceCards[0].offerPrice).toEqual({
      price: "From $100/month",
      endsAt: conversationalAiPlans.offer.endsAt,
    });
    for (const card of aiServiceCards.slice(0, 3)) {
      const group = planGroups.find((candidate) => candidate.servicePath === card.link)!;
      const cheapest = (price: (plan: PricingPlan) => number | null) =>
        Math.min(...group.plans.flatMap((plan) => price(plan) ?? []));
      expect(card.price).toContain(`$${cheapest((plan) => plan.originalPrice ?? plan.price)}`);
      if ("offerPrice" in card && card.offerPrice) {
        expect(card.offerPrice.price).toContain(`$${cheapest((plan) => plan.price)}`);
      }
    }
  });

  it("has the three process steps and three carousel testimonials", () => {
    expect(aiProcess.steps.map((step) => step.title)).toEqual([
      "Consultation",
      "Implementation",
      "Optimization",
    ]);
    expect(aiTestimonials.items).toHaveLength(3);
  });
});
