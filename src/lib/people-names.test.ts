import { describe, expect, it } from "vitest";

import { leadership } from "@/content/team";
import { allTestimonials } from "@/content/testimonials";
import { getAllPosts } from "@/lib/collections/blog";
import { getPressReleases } from "@/lib/collections/press";

/*
 * Every name on the site belongs to one person: the team, the authors of testimonials, the
 * blog's authors and the people quoted in press releases. A name used for two people (the
 * President as a coffee-shop owner, one client at two companies, a blog author who is also a
 * client), or two names a reader could take for one (one letter apart, one family name),
 * fails here.
 */

interface Person {
  name: string;
  /** Where the person works: a client's company, or the company itself for staff. */
  affiliation: string;
  role: string;
  source: string;
}

const STAFF = "Cedarwave";

/*
 * The team (content/team.ts) and every testimonial (content/testimonials.ts, the one list,
 * which src/components/sections/client-strip.test.tsx holds equal to every testimonial found in
 * any content module).
 */
function contentPeople(): Person[] {
  return [
    ...leadership.map((member) => ({
      name: member.name,
      affiliation: STAFF,
      role: member.roleTitle,
      source: "content/team.ts",
    })),
    ...allTestimonials.map((testimonial) => ({
      name: testimonial.name,
      affiliation: testimonial.company,
      role: testimonial.role,
      source: "content/testimonials.ts",
    })),
  ];
}

/** "said Maya Sfeir, Chief Executive Officer and co-founder of Cedarwave." */
const PRESS_QUOTE = /said ((?:Dr\. )?[A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)+), ([^.,]+)/gu;

function pressPeople(): Person[] {
  return getPressReleases().flatMap((release) =>
    [...release.body.matchAll(PRESS_QUOTE)].map((match) => ({
      name: match[1]!,
      affiliation: STAFF,
      role: match[2]!.trim(),
      source: `press: ${release.slug}`,
    })),
  );
}

function blogPeople(): Person[] {
  return getAllPosts().map((post) => ({
    name: post.author,
    affiliation: STAFF,
    role: "Blog author",
    source: `blog: ${post.slug}`,
  }));
}

const familyName = (name: string) => name.split(" ").at(-1)!.toLowerCase();

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** One entry per person and place (a testimonial shown on two pages is one person). */
const distinct = (people: Person[]) => [
  ...new Map(people.map((person) => [`${person.name}|${person.affiliation}`, person])).values(),
];
const team = distinct(contentPeople().filter((person) => person.affiliation === STAFF));
const clients = distinct(contentPeople().filter((person) => person.affiliation !== STAFF));
const everyone = [...team, ...clients, ...blogPeople(), ...pressPeople()];
const names = [...new Set(everyone.map((person) => person.name))];

describe("people's names", () => {
  it("finds the team, the testimonials, the blog's authors and the press quotes", () => {
    expect(team.length).toBeGreaterThanOrEqual(5);
    expect(clients.length).toBeGreaterThanOrEqual(10);
    expect(blogPeople().length).toBeGreaterThan(0);
    expect(pressPeople().length).toBeGreaterThan(0);
  });

  it.each(names)("%s is one person, at one place", (name) => {
    const uses = everyone.filter((person) => person.name === name);
    const affiliations = new Set(uses.map((person) => person.affiliation));
    expect([...affiliations], uses.map((use) => use.source).join(", ")).toHaveLength(1);
    const clientRoles = new Set(
      uses.filter((use) => use.affiliation !== STAFF).map((use) => use.role),
    );
    expect(clientRoles.size).toBeLessThanOrEqual(1);
  });

  it("quotes in press releases only people of the team, with their own title", () => {
    for (const quoted of pressPeople()) {
      const member = team.find((person) => person.name === quoted.name);
      expect(member, `${quoted.name} (${quoted.source}) is not on the team`).toBeDefined();
      expect(quoted.role.toLowerCase()).toContain(member!.role.split(" and ")[0]!.toLowerCase());
    }
  });

  it("gives no two people the same family name or names a letter or two apart", () => {
    const clashes: string[] = [];
    names.forEach((a, index) => {
      for (const b of names.slice(index + 1)) {
        if (familyName(a) === familyName(b)) clashes.push(`${a} / ${b}: one family name`);
        else if (editDistance(a.toLowerCase(), b.toLowerCase()) <= 3)
          clashes.push(`${a} / ${b}: ${editDistance(a, b)} letters apart`);
      }
    });
    expect(clashes).toEqual([]);
  });

  it("quotes each client company once, and no two companies share their first word", () => {
    const companies = clients.map((person) => person.affiliation);
    expect(new Set(companies).size).toBe(companies.length);
    const firstWords = companies.map((company) => company.split(" ")[0]!.toLowerCase());
    expect(
      firstWords.filter((word, index) => firstWords.indexOf(word) !== index),
      companies.join(", "),
    ).toEqual([]);
  });

  it("measures how far apart two names are", () => {
    expect(editDistance("daniel okafor", "david okafor")).toBe(3);
    expect(editDistance("nadia karam", "nadia farah")).toBe(2);
    expect(editDistance("maya sfeir", "maya sfeir")).toBe(0);
  });
});
