#!/usr/bin/env node
// A/B of page HTML in Lighthouse: serves each given HTML file at /ab/<name> on 127.0.0.1:3410,
// everything else (fonts, images, scripts) passed through from a running server, and runs
// Lighthouse (mobile) on the variants interleaved, A B A B, printing the median of each figure.
// What the performance figures of "the font without preload" and "icons in the page" in
// docs/performance.md were measured with: save a page (`curl -s http://127.0.0.1:3100/pricing >
// a.html`), edit a copy, compare.
// usage: node scripts/lighthouse-ab.mjs [--runs 3] [--base http://127.0.0.1:3100] a.html b.html ...
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option("--runs", "3"));
const base = new URL(option("--base", "http://127.0.0.1:3100"));
const files = args.filter((arg, i) => arg.endsWith(".html") && !args[i - 1]?.startsWith("--"));
const names = files.map((file) => path.basename(file, ".html"));
const PORT = 3410;

const server = http
  .createServer((req, res) => {
    const variant = /^\/ab\/([^/?]+)$/.exec(req.url ?? "");
    if (variant && names.includes(variant[1])) {
      const body = zlib.gzipSync(fs.readFileSync(files[names.indexOf(variant[1])]));
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "cache-control": "no-store",
      });
      return res.end(body);
    }
    // Passed through as the server sends it, compressed or not.
    const upstream = http.request(
      { host: base.hostname, port: base.port, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    upstream.end();
  })
  .listen(PORT, "127.0.0.1");

const lighthouse = path.join(process.cwd(), "node_modules/lighthouse/cli/index.js");
const out = fs.mkdtempSync(path.join(os.tmpdir(), "lh-ab-"));
const results = Object.fromEntries(names.map((name) => [name, []]));
for (let run = 0; run < runs; run++) {
  for (const name of names) {
    const report = path.join(out, `${name}-${run}.json`);
    // Asynchronously: this process serves the pages while Lighthouse loads them.
    await promisify(execFile)(
      "node",
      [
        lighthouse,
        `http://127.0.0.1:${PORT}/ab/${name}`,
        "--quiet",
        "--output=json",
        `--output-path=${report}`,
        "--only-categories=performance",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking",
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || "/usr/bin/chromium" } },
    );
    const { audits, categories } = JSON.parse(fs.readFileSync(report, "utf8"));
    const metrics = audits.metrics.details.items[0];
    results[name].push({
      perf: categories.performance.score * 100,
      fcp: metrics.firstContentfulPaint,
      lcp: metrics.largestContentfulPaint,
      tbt: audits["total-blocking-time"].numericValue,
      kb: audits["total-byte-weight"].numericValue / 1024,
    });
  }
}
server.close();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
console.log(`| variant (mobile, median of ${runs}) | perf | FCP ms | LCP ms | TBT ms | KB |`);
console.log("|---|---:|---:|---:|---:|---:|");
for (const name of names) {
  const figure = (key) => Math.round(median(results[name].map((result) => result[key])));
  console.log(
    `| ${name} | ${figure("perf")} | ${figure("fcp")} | ${figure("lcp")} | ${figure("tbt")} | ${figure("kb")} |`,
  );
}
