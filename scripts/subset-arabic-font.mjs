#!/usr/bin/env node
// The Arabic edition's typeface, subset to what its pages use: Noto Sans Arabic (variable
// weight, @fontsource-variable/noto-sans-arabic) keeps only the Arabic-script characters that
// occur in the Arabic copy (src/content/ar/**, src/content/*/ar/*.md), with the OpenType
// layout (joining forms, ligatures, marks) those characters need, and its weight axis.
// Latin text inside Arabic pages is set in Inter, so no Latin glyph is kept.
//
// Run it after Arabic copy changes: `node scripts/subset-arabic-font.mjs`. It writes
// src/app/fonts/noto-sans-arabic-subset.woff2 and, beside it, the characters it covers; the
// unit test src/app/fonts/arabic-font.test.ts fails when the copy uses a character that the
// committed subset lacks.
import fs from "node:fs";
import path from "node:path";

import subsetFont from "subset-font";

import { arabicCharacters } from "../src/app/fonts/arabic-characters.mjs";

const root = path.join(import.meta.dirname, "..");
const source = path.join(
  root,
  "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
);
const target = path.join(root, "src/app/fonts/noto-sans-arabic-subset.woff2");
const list = path.join(root, "src/app/fonts/noto-sans-arabic-subset.txt");

const characters = arabicCharacters(root);
const subset = await subsetFont(fs.readFileSync(source), characters, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 100, max: 900 } },
});
fs.writeFileSync(target, subset);
fs.writeFileSync(list, `${characters}\n`);
console.log(
  `Arabic subset: ${[...characters].length} characters, ${(subset.length / 1024).toFixed(1)} KB (from ${(fs.statSync(source).size / 1024).toFixed(1)} KB)`,
);
