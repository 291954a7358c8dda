import localFont from "next/font/local";

/**
 * Inter (variable weight), self-hosted from @fontsource-variable/inter: no network at build.
 * `optional`, not `swap`: the font is preloaded, so it is nearly always there for the first
 * layout; when it is not (a slow first visit), the page keeps the metric-matched fallback instead
 * of laying itself out a second time when the font arrives. That second layout of a whole page
 * was the only long task left on the pages without framework JavaScript (measured with
 * Lighthouse: 60–110 ms of blocking time on /, /terms and /docs, 0 with the font absent).
 */
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "optional",
  adjustFontFallback: "Arial",
});
