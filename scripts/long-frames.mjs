#!/usr/bin/env node
// Where a page's main thread goes on a slow phone: Chrome with its CPU slowed 4x (as Lighthouse's
// mobile preset), 390 px wide, loads each URL, rounds interleaved (A B A B ...) so that the
// machine's drift hits all alike, waits 3 s and reads its long animation frames (over 50 ms).
// Prints per URL the median time they blocked (each frame's part over 50 ms), the longest frame
// and first contentful paint; with DETAIL=1, the last round's frames: when, how long, the work
// before rendering began (parsing, scripts), style and layout, and the scripts named in them.
// Against running servers:
//   node scripts/long-frames.mjs [--rounds 7] URL [URL ...]
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { chromePath, chromiumArgs } from "./lib/chromium.mjs";

const { values, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: "string", default: "7" } },
});
if (urls.length === 0) {
  console.error("usage: node scripts/long-frames.mjs [--rounds 7] URL [URL ...]");
  process.exit(2);
}

/** Runs in the page: keeps each long animation frame's timings and named scripts. */
function observeFrames() {
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      window.__frames.push({
        start: frame.startTime,
        duration: frame.duration,
        blocking: frame.blockingDuration,
        beforeRender: (frame.renderStart || frame.startTime + frame.duration) - frame.startTime,
        styleAndLayout: frame.styleAndLayoutStart
          ? frame.startTime + frame.duration - frame.styleAndLayoutStart
          : 0,
        scripts: frame.scripts.map((script) => `${script.invoker} ${Math.round(script.duration)}`),
      });
    }
  }).observe({ type: "long-animation-frame", buffered: true });
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const results = new Map(urls.map((url) => [url, []]));
const lastFrames = new Map();
for (let round = 0; round < Number(values.rounds); round++) {
  for (const url of urls) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(observeFrames);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    const { frames, fcp } = await page.evaluate(() => ({
      frames: window.__frames,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    }));
    results.get(url).push({
      blocking: frames.reduce((sum, frame) => sum + frame.blocking, 0),
      longest: Math.max(0, ...frames.map((frame) => frame.duration)),
      fcp,
    });
    lastFrames.set(url, frames);
    await context.close();
  }
}
await browser.close();

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];
console.log(
  `| url (4x CPU, 390 px, median of ${values.rounds}) | blocking ms | longest frame ms | FCP ms |`,
);
console.log("|---|---|---|---|");
for (const [url, runs] of results) {
  const figure = (key) => median(runs.map((run) => run[key])).toFixed(0);
  console.log(`| ${url} | ${figure("blocking")} | ${figure("longest")} | ${figure("fcp")} |`);
}
if (process.env.DETAIL) {
  for (const [url, frames] of lastFrames) {
    console.log(`\n${url}: start, duration, before rendering, style and layout (ms), scripts`);
    for (const frame of frames) {
      const ms = [frame.start, frame.duration, frame.beforeRender, frame.styleAndLayout];
      console.log(
        `  ${ms.map((value) => Math.round(value)).join(", ")}  ${frame.scripts.join("; ")}`,
      );
    }
  }
}
