import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { arabicCharacters } from "./arabic-characters.mjs";

const dir = path.join(process.cwd(), "src", "app", "fonts");

describe("the Arabic typeface subset", () => {
  const covered = fs.readFileSync(path.join(dir, "noto-sans-arabic-subset.txt"), "utf8").trim();

  it("covers every Arabic character of the Arabic copy (else: node scripts/subset-arabic-font.mjs)", () => {
    const missing = [...arabicCharacters(process.cwd())].filter((char) => !covered.includes(char));
    expect(missing).toEqual([]);
  });

  it("is a small WOFF2 file", () => {
    const font = fs.readFileSync(path.join(dir, "noto-sans-arabic-subset.woff2"));
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThan(40 * 1024);
  });
});
