import { describe, expect, it } from "vitest";

import * as en from "@/content/testimonials";

import { allTestimonials } from "./testimonials";

describe("the Arabic testimonials", () => {
  it("are the English ones, in order, with the people's names in Arabic script (the glossary)", () => {
    expect(allTestimonials.map((item) => item.company)).toEqual(
      en.allTestimonials.map((item) => item.company),
    );
    for (const [index, item] of allTestimonials.entries()) {
      const english = en.allTestimonials[index]!.name;
      expect(item.name, english).toMatch(/^[\u0600-\u06FF\s]+$/);
    }
  });
});
