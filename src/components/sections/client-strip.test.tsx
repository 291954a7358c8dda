// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { allTestimonials, clientStripCopy, testimonialCompanies } from "@/content/testimonials";
import type { Testimonial } from "@/content/types";

import { ClientStrip } from "./client-strip";

// Every (English) content module, to find the testimonials wherever a page keeps them. The
// Arabic mirrors (content/ar/) hold the same testimonials, translated, by position.
const contentModules = import.meta.glob<Record<string, unknown>>(
  ["/src/content/**/*.ts", "!/src/content/**/*.test.ts", "!/src/content/ar/**"],
  { eager: true },
);

function isTestimonial(value: unknown): value is Testimonial {
  return (
    typeof value === "object" &&
    value !== null &&
    ["name", "company", "role", "content", "rating"].every((key) => key in value)
  );
}

/** Every testimonial-shaped object reachable from the content modules' exports. */
function testimonialsInContent(): Set<Testimonial> {
  const found = new Set<Testimonial>();
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (isTestimonial(value)) found.add(value);
    else for (const child of Object.values(value)) visit(child);
  };
  for (const exports of Object.values(contentModules)) visit(exports);
  return found;
}

describe("the client strip", () => {
  const strip = document.createElement("div");
  strip.innerHTML = renderToStaticMarkup(<ClientStrip />);

  it("lists exactly the testimonials' companies, each once", () => {
    const listed = [...strip.querySelectorAll("li")].map((item) => item.textContent);
    expect(listed).toEqual(testimonialCompanies);
    expect(new Set(listed).size).toBe(listed.length);
    const everywhere = testimonialsInContent();
    expect(everywhere.size).toBeGreaterThan(5);
    expect(new Set(allTestimonials)).toEqual(everywhere);
    expect(new Set(listed)).toEqual(new Set([...everywhere].map(({ company }) => company)));
  });

  it("is a region named by its visible title", () => {
    const section = strip.querySelector("section");
    const title = strip.querySelector(`#${section?.getAttribute("aria-labelledby")}`);
    expect(title?.textContent).toBe(clientStripCopy.title);
    expect(strip.querySelector("img, svg")).toBeNull();
  });
});
