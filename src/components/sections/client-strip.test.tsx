// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { clients } from "@/content/clients";
import { allTestimonials, clientStripCopy } from "@/content/testimonials";
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

/** The text a screen reader hears in `element`: its text without the aria-hidden parts. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("[aria-hidden='true']")) hidden.remove();
  return copy.textContent ?? "";
}

describe("the client strip", () => {
  const strip = document.createElement("div");
  strip.innerHTML = renderToStaticMarkup(<ClientStrip />);

  it("lists every client's mark, in order, each heard once by the company's name", () => {
    const items = [...strip.querySelectorAll("ul > li")];
    expect(items.map(spokenText)).toEqual(clients.map(({ name }) => name));
    for (const item of items) expect(item.querySelectorAll("svg")).toHaveLength(1);
  });

  it("names only companies that shared their results in a testimonial", () => {
    // allTestimonials is every testimonial of the content (people-names.test.ts relies on it).
    const everywhere = testimonialsInContent();
    expect(everywhere.size).toBeGreaterThan(5);
    expect(new Set(allTestimonials)).toEqual(everywhere);
    const companies = new Set([...everywhere].map(({ company }) => company));
    for (const { name } of clients) expect(companies.has(name), name).toBe(true);
  });

  it("is a region named by its visible title, holding one list", () => {
    const section = strip.querySelector("section");
    const title = strip.querySelector(`#${section?.getAttribute("aria-labelledby")}`);
    expect(title?.textContent).toBe(clientStripCopy.title);
    expect(section?.querySelectorAll("ul")).toHaveLength(1);
    expect(strip.querySelectorAll("svg:not([aria-hidden='true']), img")).toHaveLength(0);
  });
});
