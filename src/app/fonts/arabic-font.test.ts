import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { arabicFontCss } from "../font-arabic";
import { arabicCharacters } from "./arabic-characters.mjs";
import arabicFont from "./arabic-font.json";
import { arabicFontFileName, verticalMetrics } from "./arabic-font.mjs";

const dir = path.join(process.cwd(), "src", "app", "fonts");
const publicDir = path.join(process.cwd(), "public", "fonts");

describe("the Arabic typeface subset", () => {
  const covered = fs.readFileSync(path.join(dir, "noto-sans-arabic-subset.txt"), "utf8").trim();
  const font = fs.readFileSync(path.join(publicDir, arabicFont.file));

  it("covers every Arabic character of the Arabic copy (else: node scripts/subset-arabic-font.mjs)", () => {
    const missing = [...arabicCharacters(process.cwd())].filter((char) => !covered.includes(char));
    expect(missing).toEqual([]);
  });

  it("is one small WOFF2 file, named by its content", () => {
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThan(40 * 1024);
    expect(arabicFontFileName(font)).toBe(arabicFont.file);
    expect(fs.readdirSync(publicDir).filter((name) => name.startsWith("noto-sans-arabic"))).toEqual(
      [arabicFont.file],
    );
  });

  it("has a fallback face with the file's own vertical metrics", async () => {
    const metrics = await verticalMetrics(font);
    expect(metrics).toEqual({
      ascent: arabicFont.ascent,
      descent: arabicFont.descent,
      lineGap: arabicFont.lineGap,
    });
    // Noto Sans Arabic's hhea: ascender 1374, descender -738 in 1000 units.
    expect(arabicFontCss).toContain("ascent-override:137.4%;descent-override:73.8%");
    expect(arabicFontCss).toContain(`url(/fonts/${arabicFont.file}) format("woff2")`);
  });
});
