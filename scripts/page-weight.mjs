#!/usr/bin/env node
// The weight of pre-rendered pages as built: the HTML file, the inline RSC payload it carries
// (the text of its `self.__next_f.push` scripts), and the SVG markup in each, raw and gzip; and
// the CSS each page loads, gzip: its own inline rules (scripts/lib/page-css.mjs) plus any
// stylesheet it links, against the site's stylesheet it would link without the step.
// `node scripts/page-weight.mjs [/route ...]` (after a build; default: every page).
import fs from "node:fs";
import zlib from "node:zlib";

import {
  buildLayout,
  builtPages,
  isFrameworkPage,
  staticFile,
} from "../src/lib/build/build-output.mjs";
import { pageStylesheets, replacedStylesheets } from "./lib/page-css.mjs";

const layout = buildLayout(process.cwd());
const wanted = process.argv.slice(2);

/** The payload's text: the string chunks of every inline `self.__next_f.push([1, "..."])`. */
function payloadOf(html) {
  let text = "";
  for (const match of html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)) {
    const [kind, chunk] = JSON.parse(match[1]);
    if (kind === 1) text += chunk;
  }
  return text;
}

/** The bytes of `<svg>...</svg>` markup in HTML outside scripts. */
function htmlSvgBytes(html) {
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, "");
  let bytes = 0;
  for (const match of markup.matchAll(/<svg[\s\S]*?<\/svg>/g)) bytes += Buffer.byteLength(match[0]);
  return bytes;
}

/** The bytes of serialised svg elements (["$","svg",key,props]) in the payload's JSON rows. */
function payloadSvgBytes(payload) {
  let bytes = 0;
  const visit = (value) => {
    if (!value || typeof value !== "object") return;
    if (Array.isArray(value) && value[0] === "$" && value[1] === "svg") {
      bytes += Buffer.byteLength(JSON.stringify(value));
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(":", at);
    if (payload[colon + 1] === "T") {
      // A text row: "id:T<hex byte length>,<text>" with no line end.
      const comma = payload.indexOf(",", colon);
      const length = Number.parseInt(payload.slice(colon + 2, comma), 16);
      at =
        comma +
        1 +
        Buffer.from(payload.slice(comma + 1))
          .subarray(0, length)
          .toString().length;
      continue;
    }
    const end = payload.indexOf("\n", colon);
    const row = payload.slice(colon + 1, end === -1 ? payload.length : end);
    const json = row.replace(/^[A-Z]+(?=[[{"])/, "");
    try {
      visit(JSON.parse(json));
    } catch {
      // Rows that are not JSON (module references with a tag) hold no element.
    }
    at = end === -1 ? payload.length : end + 1;
  }
  return bytes;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (text) => zlib.gzipSync(text, { level: 9 }).length;

/** Gzip bytes of the CSS a page loads (inline and linked), and of the site's stylesheets. */
function cssBytes(html) {
  const read = (url) => fs.readFileSync(staticFile(layout, url), "utf8");
  const linked = pageStylesheets(html).map((link) => link.href);
  const inline = /<style data-page-css="[^"]*">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const own = (inline ? gz(inline) : 0) + (linked.length ? gz(linked.map(read).join("\n")) : 0);
  const site = [...replacedStylesheets(html), ...linked];
  return { own, site: site.length ? gz(site.map(read).join("\n")) : 0 };
}

console.log(
  "| route | HTML KB | HTML gzip | payload KB | payload gzip | SVG in HTML KB | SVG in payload KB | CSS gzip | site CSS gzip |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
let pages = 0;
for (const { route, html } of builtPages(layout)) {
  if (
    wanted.length > 0 ? !wanted.includes(route) : isFrameworkPage(route) && route !== "/_not-found"
  ) {
    continue;
  }
  const payload = payloadOf(html);
  const htmlSvg = htmlSvgBytes(html);
  const payloadSvg = payloadSvgBytes(payload);
  const css = cssBytes(html);
  console.log(
    `| ${route} | ${kb(Buffer.byteLength(html))} | ${kb(gz(html))} | ${kb(Buffer.byteLength(payload))} | ${kb(gz(payload))} | ${kb(htmlSvg)} | ${kb(payloadSvg)} | ${kb(css.own)} | ${kb(css.site)} |`,
  );
  pages += 1;
}
if (pages === 0) {
  console.error("No pre-rendered page found: run `npm run build` first (or check the routes).");
  process.exit(1);
}
