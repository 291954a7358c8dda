#!/usr/bin/env node
// First-load JavaScript of every pre-rendered page, gzipped: the gzip sizes of the script files
// each built HTML page loads, by tag or by its paint-first loader (Next 16 no longer prints it),
// split into React and what runs it (the framework's root main files on a page with the runtime;
// React and the islands' entry on a page with islands: scripts/lib/islands.mjs) and the page's
// own chunks (its islands), plus what the page carries inline: our scripts, the paint-first
// loader, the islands' props, the framework's RSC payload (each gzipped on its own; JSON-LD and
// Speculation Rules are not script). Fails when a page's total goes over the budget in
// budget.config.json, when a page the build step made static loads any script file, or when a
// page with islands loads a file of the framework.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import {
  buildId,
  buildLayout,
  builtPages,
  isFrameworkPage,
  pageModes,
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

const buildManifest = JSON.parse(
  fs.readFileSync(path.join(layout.distDir, "build-manifest.json"), "utf8"),
);
const frameworkFiles = new Set(buildManifest.rootMainFiles.map((file) => `/_next/${file}`));
const modes = pageModes(layout);

/**
 * The page's inline scripts and payloads, gzipped: our head script, the paint-first loader, the
 * islands' props, the framework's RSC payload (everything inline but JSON-LD and Speculation
 * Rules, which nothing runs).
 */
function inlineBytes(html) {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    if (/\ssrc=/.test(attributes) || body === "") continue;
    if (/\btype="(?:application\/ld\+json|speculationrules)"/.test(attributes)) continue;
    bytes += zlib.gzipSync(body, { level: 9 }).length;
  }
  return bytes;
}

/**
 * The islands' shared files: their entry and what it imports (the runtime, React), not an
 * island's chunk.
 */
const ISLANDS_SHARED = /^\/_next\/static\/islands\/(?:entry|runtime|chunk)-/;

const rows = [];
for (const { route, html } of builtPages(layout)) {
  if (isFrameworkPage(route) || route.startsWith("/admin")) continue;
  const unique = pageScripts(html).filter((src) => src.startsWith("/_next/static/"));
  let framework = 0;
  let chunks = 0;
  for (const src of unique) {
    const bytes = gzipSize(staticFile(layout, src));
    if (frameworkFiles.has(src.split("?")[0]) || ISLANDS_SHARED.test(src)) framework += bytes;
    else chunks += bytes;
  }
  rows.push({
    route,
    mode: modes[route]?.mode ?? "unknown",
    scripts: unique.length,
    framework: framework / 1024,
    chunks: chunks / 1024,
    inline: inlineBytes(html) / 1024,
    kb: (framework + chunks + inlineBytes(html)) / 1024,
    nextFiles: unique.filter((src) => !src.startsWith("/_next/static/islands/")).length,
  });
}

rows.sort((a, b) => b.kb - a.kb || a.route.localeCompare(b.route));
const limit = budget.firstLoadJsKbGzip;
console.log(`First-load JavaScript per page (gzip), budget ${limit} KB\n`);
console.log(
  "| route | mode | script files | React and its runtime KB | page chunks KB | inline KB | total KB |",
);
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.route} | ${row.mode} | ${row.scripts} | ${row.framework.toFixed(1)} | ${row.chunks.toFixed(1)} | ${row.inline.toFixed(1)} | ${row.kb.toFixed(1)} |`,
  );
}
const statics = rows.filter((row) => row.mode === "static");
const islandRows = rows.filter((row) => row.mode === "islands");
console.log(
  `\n${statics.length} static pages (no script file), ${islandRows.length} with islands (React without the framework), ${rows.length - statics.length - islandRows.length} with the runtime.`,
);
const over = rows.filter((row) => row.kb > limit);
if (rows.length === 0) {
  console.error("No pre-rendered pages found.");
  process.exit(1);
}
const leaking = statics.filter((row) => row.scripts > 0);
if (leaking.length > 0) {
  console.error(
    `\nStatic pages that load script files: ${leaking.map((row) => row.route).join(", ")}`,
  );
  process.exit(1);
}
const framed = islandRows.filter((row) => row.nextFiles > 0);
if (framed.length > 0) {
  console.error(
    `\nPages with islands that load the framework: ${framed.map((row) => row.route).join(", ")}`,
  );
  process.exit(1);
}
if (over.length > 0) {
  console.error(
    `\nOver budget (${limit} KB): ${over.map((row) => `${row.route} ${row.kb.toFixed(1)} KB`).join(", ")}`,
  );
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages within ${limit} KB.`);
