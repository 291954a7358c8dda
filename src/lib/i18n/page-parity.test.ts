/**
 * Every page of the site exists in both languages: each page or route file of the English site
 * (src/app/(en)/(site)) has its Arabic twin under src/app/(ar)/ar/(site), and the other way
 * round.
 */
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ENGLISH = path.join("src", "app", "(en)", "(site)");
const ARABIC = path.join("src", "app", "(ar)", "ar", "(site)");

function routeFiles(root: string, dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(root, full);
    return /^(page|route|not-found)\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

describe("page parity between English and Arabic", () => {
  const english = routeFiles(ENGLISH).sort();
  const arabic = routeFiles(ARABIC).sort();

  it("finds the English pages", () => {
    expect(english.length).toBeGreaterThan(40);
  });

  it("has an Arabic twin for every English page and route, and nothing else", () => {
    expect(arabic).toEqual(english);
  });
});
