import localFont from "next/font/local";

/**
 * Noto Sans Arabic (variable weight) for the Arabic edition, paired with Inter for the Latin
 * text inside it (names, code, figures). Its own module, imported by the Arabic layout only;
 * Next nevertheless preloads it on English pages too (open: README, Speed). The file is subset at build to the characters the Arabic pages use
 * (scripts/subset-arabic-font.mjs); `optional` as for Inter, so it never lays a page out twice.
 */
export const notoSansArabic = localFont({
  src: "./fonts/noto-sans-arabic-subset.woff2",
  variable: "--font-arabic",
  weight: "100 900",
  display: "optional",
  adjustFontFallback: "Arial",
});
