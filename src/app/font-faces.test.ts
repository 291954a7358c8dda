import { describe, expect, it } from "vitest";

import { documentFonts } from "./font-faces";
import interFont from "./fonts/inter.json";
import arabicFont from "./fonts/noto-sans-arabic.json";

const interFace = `@font-face{font-family:"Inter Subset";src:url(/fonts/${interFont.file}) format("woff2");font-weight:400 900;font-display:optional;`;
const arabicFace = `@font-face{font-family:"Noto Sans Arabic Subset";src:url(/fonts/${arabicFont.file}) format("woff2");font-weight:400 900;font-display:optional;`;

describe("each document's fonts", () => {
  it("an English document declares Inter only", () => {
    const { css } = documentFonts("latin");
    expect(css.startsWith(interFace)).toBe(true);
    expect(css).toContain(':root{--font-inter:"Inter Subset","Inter Subset Fallback"}');
    expect(css).not.toContain("Arabic");
  });

  it("an Arabic document declares its own face first, and keeps Inter for its Latin runs", () => {
    const { css } = documentFonts("arabic");
    expect(css.startsWith(arabicFace)).toBe(true);
    expect(css).toContain(interFace);
    expect(css).toContain(
      ':root{--font-arabic:"Noto Sans Arabic Subset","Noto Sans Arabic Subset Fallback"}',
    );
    expect(css).toContain(':root{--font-inter:"Inter Subset","Inter Subset Fallback"}');
  });

  it("gives each face a fallback on Arial with its metrics, over the face's characters only", () => {
    const { css } = documentFonts("arabic");
    // What next/font's adjustFontFallback wrote for Inter's whole Latin file.
    expect(css).toContain(
      '@font-face{font-family:"Inter Subset Fallback";src:local("Arial");ascent-override:89.79%;descent-override:22.36%;line-gap-override:0%;size-adjust:107.89%;',
    );
    // Noto Sans Arabic's hhea: ascender 1374, descender -738 in 1000 units; no Latin to measure.
    expect(css).toContain(
      '@font-face{font-family:"Noto Sans Arabic Subset Fallback";src:local("Arial");ascent-override:137.4%;descent-override:73.8%;line-gap-override:0%;size-adjust:100%;',
    );
    // So that Arial, which has Arabic on Windows, never stands in for Inter in Arabic text.
    for (const font of [interFont, arabicFont]) {
      expect(css.split(`unicode-range:${font.unicodeRange}}`)).toHaveLength(3);
    }
    expect(interFont.unicodeRange).not.toMatch(/U\+6[0-9A-F]{2}\b/);
  });
});
