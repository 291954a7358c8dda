import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import * as arabicPlans from "./ar/plans";
import * as arabicPage from "./ar/pricing-page";
import * as englishPlans from "./plans";
import * as englishPage from "./pricing-page";

const languages = [
  ["en", englishPage.planGuide, englishPlans.planGroups, "From"],
  ["ar", arabicPage.planGuide, arabicPlans.planGroups, "ابتداءً من"],
] as const;

describe('the /pricing guide "Which plan fits you?"', () => {
  it.each(languages)(
    "%s: 3 to 4 rows, each naming a different plan group with its section and prices from the plan data",
    (locale, guide, groups, from) => {
      expect(guide.rows.length).toBeGreaterThanOrEqual(3);
      expect(guide.rows.length).toBeLessThanOrEqual(4);
      expect(new Set(guide.rows.map((row) => row.href)).size).toBe(guide.rows.length);
      for (const row of guide.rows) {
        const group = groups.find((candidate) => `#${candidate.id}` === row.href);
        expect(group, row.href).toBeDefined();
        if (!group) continue;
        expect(row.product).toBe(group.title);
        expect(row.unit).toBe(group.unit);
        expect(row.from).toBe(`${from} ${englishPlans.fromPrice(group, locale)}`);
        const sale = englishPlans.fromOfferPrice(group, locale);
        expect(row.offerFrom).toEqual(
          sale && group.offer
            ? { price: `${from} ${sale}`, endsAt: group.offer.endsAt }
            : undefined,
        );
      }
    },
  );

  it("sends chat assistants and voice agents to their own groups", () => {
    const hrefs = englishPage.planGuide.rows.map((row) => row.href);
    expect(hrefs).toContain("#ai");
    expect(hrefs).toContain("#conversational-ai");
    expect(arabicPage.planGuide.rows.map((row) => row.href)).toEqual(hrefs);
  });

  it("types no price: the page's copy reads them from the plans", () => {
    for (const file of ["pricing-page.ts", "ar/pricing-page.ts"]) {
      const source = fs.readFileSync(path.join(import.meta.dirname, file), "utf8");
      expect(source, file).not.toMatch(/\$\s?\d/);
    }
  });
});
