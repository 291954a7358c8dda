#!/usr/bin/env node
// Build step after `next build`, over every pre-rendered page:
//  1. a page with nothing React must hydrate is emitted without the framework's JavaScript
//     (scripts/lib/static-pages.mjs), and the decision is printed per page;
//  2. a page whose only other client components are React islands is emitted without the
//     framework too, with the islands' own entry (scripts/lib/islands.mjs);
//  3. every other page loads the framework's scripts after its first contentful paint
//     (scripts/lib/paint-first.mjs);
//  4. a page of the first two kinds draws its icons in itself, from the built sprite
//     (scripts/lib/inline-icons.mjs), and carries the CSS rules it can use inline, in place of
//     the site's whole stylesheet (scripts/lib/page-css.mjs); the others keep both;
//  5. every page and built asset is compressed once, beside itself (scripts/lib/precompress.mjs),
//     for the server to send as it is (src/lib/http/static-files.mjs).
// Fails when no page had scripts to move or none came out static, which would mean Next.js changed
// how it writes pages and this step silently did nothing. Ends by writing the manifest (every page
// as it left this step, and its mode), without which server.mjs refuses to serve the build.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import {
  buildId,
  buildLayout,
  builtPages,
  isFrameworkPage,
  prerenderedBody,
  staticFile,
  writePaintFirstManifest,
} from "../src/lib/build/build-output.mjs";
import { buildChatPanel, panelCss, withChatPanel, writePanelCss } from "./lib/chat-panel.mjs";
import { inlineIcons, spriteSymbols } from "./lib/inline-icons.mjs";
import { buildIslands, isIslandModule, islandPage } from "./lib/islands.mjs";
import { absoluteUrls, inlinePageCss, pageStylesheets } from "./lib/page-css.mjs";
import { deferScripts } from "./lib/paint-first.mjs";
import { assetFiles, BROTLI_QUALITY, precompress } from "./lib/precompress.mjs";
import {
  classifyPage,
  clientModuleIds,
  readPagePayload,
  stripFramework,
} from "./lib/static-pages.mjs";

const layout = buildLayout();
if (buildId(layout) === null) {
  console.error("No build found: run `next build` first.");
  process.exit(2);
}

const moduleIds = clientModuleIds(layout.appDir);
const islandsBuild = await buildIslands(layout);
const chatPanel = await buildChatPanel(layout);
const symbols = spriteSymbols(prerenderedBody(layout, "/icons.svg"));
const iconCounts = [];
const pages = [];
let deferred = 0;
const staticText = new Map();
/** The text of a /_next/static file (the stylesheets, the islands' bundle), read once. */
function readStatic(url) {
  if (!staticText.has(url)) staticText.set(url, fs.readFileSync(staticFile(layout, url), "utf8"));
  return staticText.get(url);
}
const gzipKb = (text) => zlib.gzipSync(text, { level: 9 }).length / 1024;
// The site's stylesheet, as the home page links it: what the panel's own CSS is purged from.
const home = fs.readFileSync(path.join(layout.appDir, "index.html"), "utf8");
const siteCss = pageStylesheets(home)
  .map((link) => absoluteUrls(readStatic(link.href), link.href))
  .join("\n");
const chatCss = await panelCss(siteCss, fs.readFileSync(chatPanel.file, "utf8"));
const chatCssUrl = writePanelCss(layout, chatCss);
const cssSizes = [];
for (const page of builtPages(layout)) {
  let html = withChatPanel(page.html, chatPanel.url, chatCssUrl);
  let decision;
  if (isFrameworkPage(page.route) && page.route !== "/_not-found") {
    decision = { static: false, reason: "the framework's own page" };
  } else decision = classifyPage(html, readPagePayload(page.file), moduleIds);
  const islandsOnly = decision.islands?.length > 0 && decision.islands.every(isIslandModule);
  if (decision.static) {
    html = stripFramework(html);
  } else if (islandsOnly) {
    html = islandPage(html, islandsBuild);
  }
  if (decision.static || islandsOnly) {
    const drawn = inlineIcons(html, symbols);
    html = drawn.html;
    iconCounts.push(drawn.icons.length);
    const result = await inlinePageCss(html, readStatic);
    if (result.sources.length === 0) {
      console.error(`Build step: ${page.route} links no stylesheet to replace with its own CSS.`);
      process.exit(1);
    }
    html = result.html;
    cssSizes.push({
      before: gzipKb(result.sources.map(readStatic).join("\n")),
      after: gzipKb(result.css),
    });
  } else {
    const result = deferScripts(html);
    html = result.html;
    if (result.sources.length > 0) deferred += 1;
  }
  if (html !== page.html) fs.writeFileSync(page.file, html);
  pages.push({
    route: page.route,
    html,
    mode: decision.static ? "static" : islandsOnly ? "islands" : "runtime",
    reason: decision.reason,
    modules: decision.modules ?? [],
  });
}

const statics = pages.filter((page) => page.mode === "static");
console.log(`\nStatic pages (no framework JavaScript): ${statics.length} of ${pages.length}`);
for (const page of pages) {
  console.log(`  ${page.mode.padEnd(7)}  ${page.route}${page.reason ? `  (${page.reason})` : ""}`);
}
const islandPages = pages.filter((page) => page.mode === "islands");
console.log(
  `Islands without the framework: ${islandPages.length} pages (entry ${islandsBuild.entry}).`,
);
console.log(
  `Chat panel: ${chatPanel.url}, ${gzipKb(fs.readFileSync(chatPanel.file)).toFixed(1)} KB gzip, ` +
    `and its CSS, ${chatCssUrl}, ${gzipKb(chatCss).toFixed(1)} KB gzip, loaded on the launcher's first press.`,
);
console.log(`Paint first: ${deferred} pages with the runtime load it after their first paint.`);
const range = (values) =>
  `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)} KB gzip`;
console.log(
  `CSS per page: ${cssSizes.length} pages carry their own rules inline, ${range(cssSizes.map((size) => size.after))}, ` +
    `where they linked ${range(cssSizes.map((size) => size.before))}; the others keep the stylesheet.`,
);
console.log(
  `Icons in the page: ${iconCounts.length} pages draw the ${Math.min(...iconCounts)}-${Math.max(...iconCounts)} symbols they use from the sprite's ${symbols.size}.`,
);
if (deferred === 0 || statics.length === 0) {
  console.error(
    "Build step: no page had Next.js scripts to move, or none could be static; check scripts/lib/paint-first.mjs and scripts/lib/static-pages.mjs.",
  );
  process.exit(1);
}
const started = performance.now();
const compressed = await precompress([
  ...[...builtPages(layout)].map((page) => ({ file: page.file, quality: BROTLI_QUALITY.page })),
  ...assetFiles(layout.staticDir),
]);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `Compressed once: the pages and assets, ${mb(compressed.plain)}, to ${mb(compressed.br)} ` +
    `Brotli and ${mb(compressed.gzip)} gzip in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
writePaintFirstManifest(layout, pages);
