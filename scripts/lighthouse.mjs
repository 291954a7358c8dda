#!/usr/bin/env node
// Lighthouse on every public route (the routes of /sitemap.xml) of the production build, with the
// system Chromium: the mobile preset N times per route (median of each figure) and the desktop
// preset once. Writes a Markdown table per preset to reports/ and prints it; exits 1 when a route
// misses a bar and --check is given.
//
//   npm run lighthouse -- [--runs 3] [--routes /,/contact] [--base http://127.0.0.1:3000] [--check]
//                         [--no-desktop | --no-mobile] [--block "*.woff2"]
//
// Without --base it starts the built server (server.mjs) on 127.0.0.1 with a throw-away data dir.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

import { chromePath, chromiumArgs } from "./lib/chromium.mjs";
import { startProductionServer } from "./lib/server.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    routes: { type: "string" },
    base: { type: "string" },
    port: { type: "string", default: "3310" },
    check: { type: "boolean", default: false },
    out: { type: "string", default: "reports/lighthouse.md" },
    "no-desktop": { type: "boolean", default: false },
    // The desktop preset alone (its one run per route): "100 on every route" in half the time.
    "no-mobile": { type: "boolean", default: false },
    // Experiments: block requests matching a pattern (e.g. "*.woff2" to see a page without its font).
    block: { type: "string", multiple: true, default: [] },
  },
});

/** The bars of issue 8: scores out of 100, times in ms, bytes compressed. */
const BARS = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1600,
  tbtMs: 100,
  cls: 0,
  bytes: 300 * 1024,
};

const runs = Math.max(1, Number(args.runs));
async function sitemapRoutes(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: audit("total-byte-weight"),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function failures(row) {
  const misses = [];
  for (const key of ["performance", "accessibility", "best-practices", "seo"]) {
    if (row[key] < BARS[key]) misses.push(`${key} ${row[key]}`);
  }
  if (row.lcpMs > BARS.lcpMs) misses.push(`LCP ${Math.round(row.lcpMs)} ms`);
  if (row.tbtMs > BARS.tbtMs) misses.push(`TBT ${Math.round(row.tbtMs)} ms`);
  if (row.cls > BARS.cls) misses.push(`CLS ${row.cls.toFixed(3)}`);
  if (row.bytes > BARS.bytes) misses.push(`${Math.round(row.bytes / 1024)} KiB`);
  return misses;
}

function table(title, rows) {
  const lines = [
    `### ${title}`,
    "",
    "| route | perf | a11y | best pr. | SEO | LCP | TBT | CLS | transferred | bars |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|---|",
  ];
  for (const row of rows) {
    const misses = failures(row);
    lines.push(
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} | ` +
        `${(row.lcpMs / 1000).toFixed(2)} s | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} | ` +
        `${Math.round(row.bytes / 1024)} KiB | ${misses.length ? `**${misses.join(", ")}**` : "ok"} |`,
    );
  }
  const worst = (key, pick) => pick(...rows.map((row) => row[key]));
  lines.push(
    "",
    `${rows.length} routes; lowest performance ${worst("performance", Math.min)}, ` +
      `highest LCP ${(worst("lcpMs", Math.max) / 1000).toFixed(2)} s, ` +
      `highest TBT ${Math.round(worst("tbtMs", Math.max))} ms, highest CLS ${worst("cls", Math.max).toFixed(3)}, ` +
      `largest transfer ${Math.round(worst("bytes", Math.max) / 1024)} KiB.`,
  );
  return lines.join("\n");
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is retried. */
async function audit(port, url, config, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      {
        port,
        output: "json",
        logLevel: "error",
        blockedUrlPatterns: args.block,
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      config,
    );
    const error = result?.lhr?.runtimeError?.message ?? (result?.lhr ? undefined : "no result");
    if (!error) return figures(result.lhr);
    if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${error}`);
    console.error(`${url}: ${error}; running it again`);
  }
}

const server = args.base
  ? { base: args.base.replace(/\/$/, ""), stop: async () => {} }
  : await startProductionServer({ port: Number(args.port) });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
const started = Date.now();
try {
  const routes = args.routes ? args.routes.split(",") : await sitemapRoutes(server.base);
  const presets = args["no-mobile"] ? [] : [{ name: "mobile", config: undefined, runs }];
  if (!args["no-desktop"]) presets.push({ name: "desktop", config: desktopConfig, runs: 1 });
  const sections = [];
  let misses = 0;
  for (const preset of presets) {
    const rows = [];
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < preset.runs; run += 1) {
        samples.push(await audit(chrome.port, `${server.base}${route}`, preset.config));
      }
      const row = { route };
      for (const key of Object.keys(samples[0]))
        row[key] = median(samples.map((sample) => sample[key]));
      rows.push(row);
      if (failures(row).length) misses += 1;
      console.error(
        `${preset.name} ${route}: perf ${row.performance}, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms`,
      );
    }
    const runsText = preset.runs > 1 ? `median of ${preset.runs} runs` : "1 run";
    sections.push(table(`Lighthouse ${preset.name} (${runsText})`, rows));
  }
  const report = [
    `## Lighthouse ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Lighthouse 12.8, default throttling of each preset, ${chromePath}, ${os.cpus().length} cores` +
      `${args.block.length ? `, requests blocked: ${args.block.join(" ")}` : ""}. ` +
      `Bars: performance >= ${BARS.performance}, other categories = 100, LCP <= ${BARS.lcpMs / 1000} s, ` +
      `TBT <= ${BARS.tbtMs} ms, CLS = 0, transfer <= ${BARS.bytes / 1024} KiB.`,
    "",
    ...sections.flatMap((section) => [section, ""]),
    `Took ${Math.round((Date.now() - started) / 1000)} s.`,
  ].join("\n");
  fs.mkdirSync(path.dirname(args.out), { recursive: true });
  fs.writeFileSync(args.out, `${report}\n`);
  console.log(report);
  console.log(`\nWritten to ${args.out}`);
  if (args.check && misses) process.exitCode = 1;
} finally {
  await chrome.kill();
  await server.stop();
}
