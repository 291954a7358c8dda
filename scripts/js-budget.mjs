#!/usr/bin/env node
// First-load JavaScript of every pre-rendered page, gzipped: the sum of the gzip sizes of the
// script files each built HTML page loads, by tag or by its paint-first loader (Next 16 no longer
// prints it). Fails when a page goes over the budget in budget.config.json.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import {
  buildId,
  buildLayout,
  builtPages,
  isFrameworkPage,
  staticFile,
} from "../src/lib/build/build-output.mjs";
import { pageScripts } from "./lib/paint-first.mjs";

const root = process.cwd();
const layout = buildLayout(root);
const budget = JSON.parse(fs.readFileSync(path.join(root, "budget.config.json"), "utf8"));

if (buildId(layout) === null) {
  console.error("No build found: run `npm run build` first.");
  process.exit(2);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

const rows = [];
for (const { route, html } of builtPages(layout)) {
  if (isFrameworkPage(route) || route.startsWith("/admin")) continue;
  const unique = pageScripts(html).filter((src) => src.startsWith("/_next/static/"));
  let bytes = 0;
  for (const src of unique) bytes += gzipSize(staticFile(layout, src));
  rows.push({ route, scripts: unique.length, kb: bytes / 1024 });
}

rows.sort((a, b) => b.kb - a.kb || a.route.localeCompare(b.route));
const limit = budget.firstLoadJsKbGzip;
console.log(`First-load JavaScript per page (gzip), budget ${limit} KB\n`);
console.log("| route | scripts | KB gzip |");
console.log("|---|---:|---:|");
for (const row of rows) console.log(`| ${row.route} | ${row.scripts} | ${row.kb.toFixed(1)} |`);
const over = rows.filter((row) => row.kb > limit);
if (rows.length === 0) {
  console.error("No pre-rendered pages found.");
  process.exit(1);
}
if (over.length > 0) {
  console.error(
    `\nOver budget (${limit} KB): ${over.map((row) => `${row.route} ${row.kb.toFixed(1)} KB`).join(", ")}`,
  );
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages within ${limit} KB.`);
