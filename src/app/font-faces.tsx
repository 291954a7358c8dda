import { preload } from "react-dom";

import type { Script } from "@/config/locales";

import interFont from "./fonts/inter.json";
import arabicFont from "./fonts/noto-sans-arabic.json";

/*
 * The site's typefaces, subset to the characters its pages use (scripts/subset-fonts.mjs,
 * public/fonts): Inter (variable weight) for Latin text, Noto Sans Arabic (variable weight) for
 * the Arabic edition, beside Inter for the Latin text inside it (names, code, figures). Not
 * through next/font: Turbopack's next/font preloads every font of the app on every page, so the
 * Arabic pages downloaded Inter, and the English ones the Arabic face, before their first paint.
 * Each document carries its faces and the preload of its own script's face itself.
 *
 * `font-display: optional`, not `swap`: a preloaded face is nearly always there for the first
 * layout; when it is not (a slow first visit), the page keeps the metric-matched fallback instead
 * of laying itself out a second time when the font arrives. That second layout of a whole page
 * was the only long task left on the pages without framework JavaScript (measured with
 * Lighthouse: 60–110 ms of blocking time on /, /terms and /docs, 0 with the font absent). Inter
 * on an Arabic page is not preloaded: its Latin runs use it once it is in the cache; on a first
 * visit they may be blank for its block period (up to 100 ms), then keep the fallback face.
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

/** The faces of a script's document, its own first (the one it preloads). */
const scriptFaces: Record<Script, [SubsetFace, ...SubsetFace[]]> = {
  latin: [inter],
  arabic: [arabic, inter],
};

const href = ({ font }: SubsetFace) => `/fonts/${font.file}`;
const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/**
 * A face (weight axis 100–900), a fallback face on the local Arial with the face's own metrics
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
    `@font-face{font-family:"${family}";src:url(${href(face)}) format("woff2");font-weight:100 900;font-display:optional;${range}}`,
    `@font-face{font-family:"${family} Fallback";src:local("Arial");${fallback};${range}}`,
    `:root{${variable}:"${family}","${family} Fallback"}`,
  ].join("");
}

/** A script's document's fonts: the CSS of its faces, and the URL of the one it preloads. */
export function documentFonts(script: Script) {
  const faces = scriptFaces[script];
  return { css: faces.map(faceCss).join(""), preload: href(faces[0]) };
}

/** For a document's <head>: its fonts' CSS, and the preload of its own face (React hoists it). */
export function FontHead({ script }: { script: Script }) {
  const { css, preload: font } = documentFonts(script);
  preload(font, { as: "font", type: "font/woff2", crossOrigin: "" });
  return <style>{css}</style>;
}
