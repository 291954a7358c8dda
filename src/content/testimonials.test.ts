import { describe, expect, it } from "vitest";

import { aiTestimonials } from "./ai/landing";
import { homeTestimonials } from "./home";
import { featuredTestimonial } from "./testimonials";

describe("featuredTestimonial", () => {
  it.each([
    ["the home page", homeTestimonials.items],
    ["the AI landing", aiTestimonials.items],
  ])("sets apart %s's testimonial with a case study, keeping every other", (_page, items) => {
    const { featured, others } = featuredTestimonial(items);
    expect(featured.caseStudy).toMatch(/^\/case-studies\//);
    expect([featured, ...others].map((item) => item.name).sort()).toEqual(
      items.map((item) => item.name).sort(),
    );
  });

  it("sets apart the first where none has a case study", () => {
    const items = homeTestimonials.items.map(({ caseStudy: _link, ...item }) => item);
    expect(featuredTestimonial(items).featured).toBe(items[0]);
    expect(featuredTestimonial(items).others).toEqual(items.slice(1));
  });
});
