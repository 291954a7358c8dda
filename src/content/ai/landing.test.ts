import { describe, expect, it } from "vitest";

import { aiLandingStats, aiProcess, aiServiceCards, aiTestimonials } from "./landing";

describe("AI landing content", () => {
  it("carries the seed's four stats", () => {
    expect(aiLandingStats.map((stat) => `${stat.number} ${stat.label}`)).toEqual([
      "500+ Businesses Served",
      "2M+ Interactions Processed",
      "99.9% Uptime",
      "40% Average Revenue Increase",
    ]);
  });

  it("prices the four service cards as the seed does and links each to its page", () => {
    expect(aiServiceCards.map((card) => [card.title, card.price, card.link])).toEqual([
      ["Conversational AI", "From $299/month", "/services/conversational-ai"],
      ["Website Builder AI", "From $199/month", "/services/website-builder"],
      ["AI Automation", "From $399/month", "/services/automation"],
      ["Custom AI Solutions", "Custom pricing", "/services/custom-ai"],
    ]);
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
