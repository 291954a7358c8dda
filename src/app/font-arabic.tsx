import { preload } from "react-dom";

import arabicFont from "./fonts/arabic-font.json";

/*
 * Noto Sans Arabic (variable weight) for the Arabic edition, beside Inter for the Latin text
 * inside it (names, code, figures), subset to the characters the Arabic copy uses
 * (scripts/subset-arabic-font.mjs, public/fonts). Not through next/font as Inter is: Turbopack's
 * next/font preloads every font of the app on every page, so the English pages downloaded this
 * one too. The Arabic document carries its face and its preload itself.
 */

/** The family name of the subset (not "Noto Sans Arabic", which a visitor may have installed whole). */
const family = "Noto Sans Arabic Subset";
const href = `/fonts/${arabicFont.file}`;
const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/**
 * The subset's face (`optional`, as Inter: it never lays a page out twice), a fallback face with
 * the subset's vertical metrics (what next/font's adjustFontFallback writes), and --font-arabic,
 * which globals.css puts after Inter in --font-sans.
 */
export const arabicFontCss = [
  `@font-face{font-family:"${family}";src:url(${href}) format("woff2");font-weight:100 900;font-display:optional}`,
  `@font-face{font-family:"${family} Fallback";src:local("Arial");ascent-override:${percent(arabicFont.ascent)};descent-override:${percent(arabicFont.descent)};line-gap-override:${percent(arabicFont.lineGap)}}`,
  `:root{--font-arabic:"${family}","${family} Fallback"}`,
].join("");

/** For the Arabic document's <head>: the font's CSS, and its preload (React puts it in <head>). */
export function ArabicFontHead() {
  preload(href, { as: "font", type: "font/woff2", crossOrigin: "" });
  return <style>{arabicFontCss}</style>;
}
