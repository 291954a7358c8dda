// The site's two typefaces, each subset at commit time to the characters its pages use
// (scripts/subset-fonts.mjs) and served from public/fonts/<name>-<content hash>.woff2. Each
// face's file name and fallback metrics are in src/app/fonts/<name>.json (read by the documents,
// src/app/font-faces.tsx), the characters it was asked for in <name>-subset.txt. Plain Node.
import { arabicCharacters, latinCharacters } from "./characters.mjs";

/**
 * The OpenType features a browser applies to Latin text by default (HarfBuzz's), and `tnum`
 * (Tailwind's tabular-nums: the inbox's charts, the product visuals). Inter's others (frac, pnum
 * ...) no CSS here asks for; their glyphs would go with them.
 */
const LATIN_FEATURES = [
  ...["abvm", "blwm", "calt", "ccmp", "clig", "curs", "dist", "kern", "liga", "locl"],
  ...["mark", "mkmk", "rclt", "rlig", "rvrn"],
  "tnum",
];

/**
 * The weights the pages set (Tailwind's font-normal to font-black: 400–900); the variable fonts
 * keep only this part of their weight axis, a quarter less to download (Inter 35.1 → 27.1 KB,
 * Noto Sans Arabic 27.0 → 20.9 KB). A lighter weight asked for would show as 400.
 */
export const WEIGHTS = { min: 400, max: 900 };

export const faces = [
  {
    /** Inter (variable weight): the English pages' face, and the Latin runs of the Arabic ones. */
    name: "inter",
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    characters: latinCharacters,
    keepFeatures: LATIN_FEATURES,
  },
  {
    /**
     * Noto Sans Arabic (variable weight): the Arabic-script characters of the Arabic copy, with
     * all the OpenType layout (joining forms, ligatures, marks) they need. No Latin glyph: the
     * Latin text inside Arabic pages is set in Inter.
     */
    name: "noto-sans-arabic",
    source:
      "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    characters: arabicCharacters,
  },
];
