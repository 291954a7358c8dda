#!/usr/bin/env node
// The site's typefaces, subset to what its pages use (src/app/fonts/faces.mjs): Inter to the
// characters of every language's copy, the UI strings and a set of typographic characters;
// Noto Sans Arabic to the Arabic-script characters of the Arabic copy. Each keeps the weights the
// pages set (faces.mjs: WEIGHTS) and the OpenType layout its characters need.
//
// Run it after copy changes: `node scripts/subset-fonts.mjs`. For each face it writes the subset
// to public/fonts/<name>-<content hash>.woff2 (removing the previous one), its file name,
// unicode-range and fallback metrics to src/app/fonts/<name>.json (read by the documents,
// src/app/font-faces.tsx), and the characters it covers to src/app/fonts/<name>-subset.txt. The
// unit test src/app/fonts/fonts.test.ts fails when the copy uses a character that a committed
// subset lacks, or when the three disagree.
import fs from "node:fs";
import path from "node:path";

import subsetFont from "subset-font";

import { faces, WEIGHTS } from "../src/app/fonts/faces.mjs";
import {
  fallbackMetrics,
  fontCodePoints,
  fontFileName,
  unicodeRange,
} from "../src/app/fonts/font-file.mjs";

const root = path.join(import.meta.dirname, "..");
const publicDir = path.join(root, "public/fonts");
const fontsDir = path.join(root, "src/app/fonts");
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

fs.mkdirSync(publicDir, { recursive: true });
for (const face of faces) {
  const source = fs.readFileSync(path.join(root, face.source));
  // What the source has no glyph for (an arrow Inter's Latin file lacks) is left to the fallback.
  const available = new Set(await fontCodePoints(source));
  const characters = [...face.characters(root)]
    .filter((char) => available.has(char.codePointAt(0)))
    .join("");
  const subset = await subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    ...(face.keepFeatures ? { keepFeatures: face.keepFeatures } : {}),
  });
  const file = fontFileName(face.name, subset);
  for (const old of fs.readdirSync(publicDir)) {
    const previous = new RegExp(`^${face.name}-[0-9a-f]{12}\\.woff2$`).test(old);
    if (previous && old !== file) fs.rmSync(path.join(publicDir, old));
  }
  fs.writeFileSync(path.join(publicDir, file), subset);
  const facts = {
    file,
    weight: `${WEIGHTS.min} ${WEIGHTS.max}`,
    unicodeRange: unicodeRange(await fontCodePoints(subset)),
    ...(await fallbackMetrics(subset)),
  };
  fs.writeFileSync(path.join(fontsDir, `${face.name}.json`), `${JSON.stringify(facts, null, 2)}\n`);
  fs.writeFileSync(path.join(fontsDir, `${face.name}-subset.txt`), `${characters}\n`);
  console.log(
    `${face.name}: ${[...characters].length} characters, ${kilobytes(subset.length)} (from ${kilobytes(source.length)})`,
  );
}
