#!/usr/bin/env node
// The Arabic edition's typeface, subset to what its pages use: Noto Sans Arabic (variable
// weight, @fontsource-variable/noto-sans-arabic) keeps only the Arabic-script characters that
// occur in the Arabic copy (src/content/ar/**, src/content/*/ar/*.md), with the OpenType
// layout (joining forms, ligatures, marks) those characters need, and its weight axis.
// Latin text inside Arabic pages is set in Inter, so no Latin glyph is kept.
//
// Run it after Arabic copy changes: `node scripts/subset-arabic-font.mjs`. It writes the subset
// to public/fonts/noto-sans-arabic-<content hash>.woff2 (removing the previous one), its name and
// vertical metrics to src/app/fonts/arabic-font.json (read by the Arabic document,
// src/app/font-arabic.tsx) and the characters it covers to src/app/fonts/noto-sans-arabic-subset.txt;
// the unit test src/app/fonts/arabic-font.test.ts fails when the copy uses a character that the
// committed subset lacks, or when the three disagree.
import fs from "node:fs";
import path from "node:path";

import subsetFont from "subset-font";

import { arabicCharacters } from "../src/app/fonts/arabic-characters.mjs";
import { arabicFontFileName, verticalMetrics } from "../src/app/fonts/arabic-font.mjs";

const root = path.join(import.meta.dirname, "..");
const source = path.join(
  root,
  "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
);
const publicDir = path.join(root, "public/fonts");
const list = path.join(root, "src/app/fonts/noto-sans-arabic-subset.txt");

const characters = arabicCharacters(root);
const subset = await subsetFont(fs.readFileSync(source), characters, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 100, max: 900 } },
});
const file = arabicFontFileName(subset);
fs.mkdirSync(publicDir, { recursive: true });
for (const old of fs.readdirSync(publicDir)) {
  if (old.startsWith("noto-sans-arabic-") && old !== file) fs.rmSync(path.join(publicDir, old));
}
fs.writeFileSync(path.join(publicDir, file), subset);
fs.writeFileSync(
  path.join(root, "src/app/fonts/arabic-font.json"),
  `${JSON.stringify({ file, ...(await verticalMetrics(subset)) }, null, 2)}\n`,
);
fs.writeFileSync(list, `${characters}\n`);
console.log(
  `Arabic subset: ${[...characters].length} characters, ${(subset.length / 1024).toFixed(1)} KB (from ${(fs.statSync(source).size / 1024).toFixed(1)} KB)`,
);
