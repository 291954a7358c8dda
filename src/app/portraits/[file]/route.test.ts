// @vitest-environment jsdom
import { notionists } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import { describe, expect, it } from "vitest";

import { authorPresentation } from "@/content/portraits";
import { leadership } from "@/content/team";
import { allTestimonials } from "@/content/testimonials";
import { getAllPosts } from "@/lib/collections/blog";
import { portraitPeople } from "@/lib/people";
import { authorOptions, leaderOptions, portraitOptions, portraitSvg } from "@/lib/portrait-svg";
import { personKey, portraitPath } from "@/lib/portraits";

import { generateStaticParams } from "./route";

const served = new Set(generateStaticParams().map(({ file }) => `/portraits/${file}`));

function parseSvg(text: string): Document {
  return new DOMParser().parseFromString(text, "image/svg+xml");
}

const leaders = leadership.map((member) => ({ name: member.name, look: member.look }));
const authors = portraitPeople().filter((subject) => !("look" in subject));

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
    expect(authors).toHaveLength(served.size - leadership.length);
  });

  it("are keyed by the name, in URL-safe words", () => {
    expect(personKey("Zoë  O'Brien-Nassar")).toBe("zoe-o-brien-nassar");
    expect(portraitPath("Karim Nassar")).toBe("/portraits/karim-nassar.svg");
  });

  it("are small valid SVG documents, the same for a person on every call and one per person", () => {
    const drawings = new Set<string>();
    for (const subject of portraitPeople()) {
      const svg = portraitSvg(subject);
      const document = parseSvg(svg);
      expect(document.querySelector("parsererror"), subject.name).toBeNull();
      expect(document.documentElement.localName).toBe("svg");
      expect(document.documentElement.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
      expect(svg.length, subject.name).toBeLessThan(24_000);
      expect(portraitSvg(subject)).toBe(svg);
      // The style's licence travels with the drawing: Notionists, CC0.
      expect(svg).toContain("Notionists");
      expect(svg).toContain("creativecommons.org/publicdomain/zero/1.0/");
      drawings.add(svg);
    }
    expect(drawings.size).toBe(served.size);
  });

  it("draw each leader from their look alone: every trait set, nothing from the name", () => {
    for (const leader of leaders) {
      const options = leaderOptions(leader.look);
      for (const trait of ["hair", "body", "lips", "brows", "eyes", "nose"] as const) {
        expect(options[trait], `${leader.name} ${trait}`).toHaveLength(1);
      }
      expect([0, 100], leader.name).toContain(options.glassesProbability);
      expect([0, 100], leader.name).toContain(options.beardProbability);
      expect(options.glasses, leader.name).toHaveLength(leader.look.glasses ? 1 : 0);
      expect(options.beard, leader.name).toHaveLength(leader.look.beard ? 1 : 0);
      // Any other seed draws the same face.
      const drawn = (seed: string) => createAvatar(notionists, { ...options, seed }).toString();
      expect(drawn("someone else"), leader.name).toBe(drawn(leader.name));
    }
  });

  it("draw each leader as the bio speaks of them: a woman for 'she', a man for 'he'", () => {
    for (const member of leadership) {
      const pronoun = /\b(she|he)\b/i.exec(member.bio)?.[1]?.toLowerCase();
      expect(pronoun, member.name).toBeDefined();
      expect(member.look.presents, member.name).toBe(pronoun === "she" ? "woman" : "man");
      const { hair } = leaderOptions(member.look);
      // The authors' styles are sorted by presentation: a leader's is none of the other's.
      const other = member.look.presents === "woman" ? "man" : "woman";
      expect(authorOptions(other).hair, member.name).not.toContain(hair![0]);
    }
  });

  it("keep the leaders apart from one another: own hair, own clothes, own face", () => {
    const options = leaders.map((leader) => leaderOptions(leader.look));
    expect(new Set(options.map((option) => option.hair![0])).size).toBe(leaders.length);
    expect(new Set(options.map((option) => option.body![0])).size).toBe(leaders.length);
    expect(new Set(leaders.map((leader) => portraitSvg(leader))).size).toBe(leaders.length);
  });

  it("keep every author apart from the leaders: no leader's hair, clothes, beard or backdrop", () => {
    const leaderTraits = leaders.map((leader) => leaderOptions(leader.look));
    for (const author of authors) {
      const options = portraitOptions(author);
      for (const leader of leaderTraits) {
        expect(options.hair, author.name).not.toContain(leader.hair![0]);
        expect(options.body, author.name).not.toContain(leader.body![0]);
        for (const beard of leader.beard ?? []) expect(options.beard).not.toContain(beard);
        expect(options.backgroundColor).not.toEqual(leader.backgroundColor);
      }
    }
  });

  it("know how every testimonial and blog author presents, and nobody else", () => {
    const names = new Set(authors.map((author) => author.name));
    expect(new Set(Object.keys(authorPresentation))).toEqual(names);
  });
});
