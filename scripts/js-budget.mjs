#!/usr/bin/env node
// First-load JavaScript of every pre-rendered page, gzipped: the sum of the gzip sizes of the
// script files each built HTML page loads, by tag or by its paint-first loader (Next 16 no longer
// prints it). Fails when a page goes over the budget in budget.config.json.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import { pageScripts } from "./lib/paint-first.mjs";

const root = process.cwd();
const appDir = path.join(root, ".next", "server", "app");
const budget = JSON.parse(fs.readFileSync(path.join(root, "budget.config.json"), "utf8"));

if (!fs.existsSync(appDir)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(2);
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

const rows = [];
for (const file of htmlFiles(appDir)) {
  const route =
    "/" +
    path
      .relative(appDir, file)
      .replace(/\.html$/, "")
      .replace(/(^|\/)index$/, "");
  if (route.startsWith("/_") || route.startsWith("/admin")) continue;
  const html = fs.readFileSync(file, "utf8");
  const unique = pageScripts(html).filter((src) => src.startsWith("/_next/static/"));
  let bytes = 0;
  for (const src of unique) {
    const local = path.join(
      root,
      ".next",
      "static",
      src.replace("/_next/static/", "").split("?")[0],
    );
    bytes += gzipSize(local);
  }
  rows.push({
    route: route === "/" ? "/" : route.replace(/\/$/, ""),
    scripts: unique.length,
    kb: bytes / 1024,
  });
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
