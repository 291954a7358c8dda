// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { leadership } from "@/content/team";
import { allTestimonials } from "@/content/testimonials";
import { getAllPosts } from "@/lib/collections/blog";
import { portraitPeople } from "@/lib/people";
import { portraitSvg } from "@/lib/portrait-svg";
import { personKey, portraitPath } from "@/lib/portraits";

import { generateStaticParams } from "./route";

const served = new Set(generateStaticParams().map(({ file }) => `/portraits/${file}`));

function parseSvg(text: string): Document {
  return new DOMParser().parseFromString(text, "image/svg+xml");
}

describe("portraits", () => {
  const people = [
    ...leadership.map((member) => member.name),
    ...allTestimonials.map((testimonial) => testimonial.name),
    ...getAllPosts().map((post) => post.author),
  ];

  it("are served for every team member, testimonial author and blog author", () => {
    expect(people.length).toBeGreaterThan(20);
    for (const name of people) expect(served, name).toContain(portraitPath(name));
    expect(served.size).toBe(new Set(people).size);
    expect(portraitPeople()).toHaveLength(served.size);
  });

  it("are keyed by the name, in URL-safe words", () => {
    expect(personKey("Zoë  O'Brien-Nassar")).toBe("zoe-o-brien-nassar");
    expect(portraitPath("Karim Nassar")).toBe("/portraits/karim-nassar.svg");
  });

  it("are small valid SVG documents, the same for a name on every call and one per person", () => {
    const drawings = new Set<string>();
    for (const name of new Set(people)) {
      const svg = portraitSvg(name);
      const document = parseSvg(svg);
      expect(document.querySelector("parsererror"), name).toBeNull();
      expect(document.documentElement.localName).toBe("svg");
      expect(document.documentElement.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
      expect(svg.length, name).toBeLessThan(8_000);
      expect(portraitSvg(name)).toBe(svg);
      drawings.add(svg);
    }
    expect(drawings.size).toBe(new Set(people).size);
  });
});
