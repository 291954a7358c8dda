import type { Script } from "@/config/locales";

import interFont from "./fonts/inter.json";
import arabicFont from "./fonts/noto-sans-arabic.json";

/*
 * The site's typefaces, subset to the characters its pages use (scripts/subset-fonts.mjs,
 * public/fonts): Inter (variable weight) for Latin text, Noto Sans Arabic (variable weight) for
 * the Arabic edition, beside Inter for the Latin text inside it (names, code, figures). Not
 * through next/font: Turbopack's next/font preloads every font of the app on every page, so the
 * Arabic pages downloaded Inter, and the English ones the Arabic face, before their first paint.
 * Each document carries its faces itself, and preloads none of them.
 *
 * `font-display: optional`, not `swap`: when the face is not there for the first layout (a slow
 * first visit), the page keeps the metric-matched fallback instead of laying itself out a second
 * time when the font arrives. That second layout of a whole page was a long task of its own
 * (measured with Lighthouse: 60–110 ms of blocking time on /, /terms and /docs, 0 with the font
 * absent). Each face is cached for a year, so every later page has it from the first paint.
 *
 * No preload: the CSS is inline in the page, so the browser asks for a face at its first style
 * pass, moments after the preload scanner would have (and at the highest priority, as a font the
 * first paint waits for); a preload only made the 35 KB font share the first round trips with the
 * HTML. Measured in one Lighthouse run (mobile, median of 3, scripts in docs/performance.md):
 * /pricing's LCP 1374 ms with the preload, 1067 ms without it (with the icons drawn in the page).
 * The face a page does not show is never fetched: an Arabic page loads Inter only for the Latin
 * runs it has (names, code, figures).
 */

interface SubsetFace {
  /** Not the typeface's own name, which a visitor may have installed whole. */
  family: string;
  /** The custom property globals.css builds --font-sans from. */
  variable: `--${string}`;
  font: typeof interFont;
}

const inter: SubsetFace = { family: "Inter Subset", variable: "--font-inter", font: interFont };
const arabic: SubsetFace = {
  family: "Noto Sans Arabic Subset",
  variable: "--font-arabic",
  font: arabicFont,
};

/** The faces of a script's document, its own first. */
const scriptFaces: Record<Script, [SubsetFace, ...SubsetFace[]]> = {
  latin: [inter],
  arabic: [arabic, inter],
};

const href = ({ font }: SubsetFace) => `/fonts/${font.file}`;
const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/**
 * A face (the weights it keeps: src/app/fonts/faces.mjs), a fallback face on the local Arial with the face's own metrics
 * (what next/font's adjustFontFallback writes: the same average width and vertical metrics, so
 * that text laid out before the font arrives takes the same room), both limited to the subset's
 * characters (so that no other character is taken from Arial: on Windows, Arial has Arabic),
 * and the face's custom property.
 */
function faceCss(face: SubsetFace): string {
  const { family, variable, font } = face;
  const range = `unicode-range:${font.unicodeRange}`;
  const fallback = [
    `ascent-override:${percent(font.ascent / font.sizeAdjust)}`,
    `descent-override:${percent(font.descent / font.sizeAdjust)}`,
    `line-gap-override:${percent(font.lineGap / font.sizeAdjust)}`,
    `size-adjust:${percent(font.sizeAdjust)}`,
  ].join(";");
  return [
    `@font-face{font-family:"${family}";src:url(${href(face)}) format("woff2");font-weight:${font.weight};font-display:optional;${range}}`,
    `@font-face{font-family:"${family} Fallback";src:local("Arial");${fallback};${range}}`,
    `:root{${variable}:"${family}","${family} Fallback"}`,
  ].join("");
}

/** A script's document's fonts: the CSS of its faces, its own first. */
export function documentFonts(script: Script) {
  return { css: scriptFaces[script].map(faceCss).join("") };
}

/** For a document's <head>: its fonts' CSS. */
export function FontHead({ script }: { script: Script }) {
  return <style>{documentFonts(script).css}</style>;
}
