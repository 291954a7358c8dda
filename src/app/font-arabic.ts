import localFont from "next/font/local";

/**
 * Noto Sans Arabic (variable weight) for the Arabic edition, paired with Inter for the Latin
 * text inside it (names, code, figures). Its own module so that only the Arabic layout imports
 * it: Next preloads a font on the pages of the layout that imports it, so English pages never
 * load it. The file is subset at build to the characters the Arabic pages use
 * (scripts/subset-arabic-font.mjs); `optional` as for Inter, so it never lays a page out twice.
 */
export const notoSansArabic = localFont({
  src: "./fonts/noto-sans-arabic-subset.woff2",
  variable: "--font-arabic",
  weight: "100 900",
  display: "optional",
  adjustFontFallback: "Arial",
});
