#!/usr/bin/env node
// The long tasks (over 50 ms) of pages with islands on a slow phone: Chrome with its CPU slowed
// 4x (as Lighthouse's mobile throttling does) loads each page, waits until it is idle, then uses
// its first island (types into its first field, or clicks its first link or button) and waits
// again. Prints, for each page, the long tasks before and after that interaction: how many, the
// longest, and the time they blocked (the part of each over 50 ms); and, from the long animation
// frames' script attribution, the time the islands' own scripts ran (/_next/static/islands/: the
// entry, React, the islands) and the most of it in one frame. Against a running server:
//   node scripts/island-long-tasks.mjs http://127.0.0.1:3700 [/contact /blog /help]
// The figures behind docs/build.md#islands-without-the-framework.
import { chromium } from "@playwright/test";

import { chromePath, chromiumArgs } from "./lib/chromium.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const paths = process.argv.length > 3 ? process.argv.slice(3) : ["/contact", "/blog", "/help"];
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const THROTTLE = 4;

/**
 * Collects the page's long tasks (window.__longTasks) and, per long animation frame, the time
 * the islands' scripts ran in it (window.__islandScript), from its start.
 */
function observeLongTasks() {
  window.__longTasks = [];
  window.__islandScript = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const ms = frame.scripts
        .filter((script) => script.sourceURL.includes("/_next/static/islands/"))
        .reduce((sum, script) => sum + script.duration, 0);
      if (ms > 0) window.__islandScript.push(ms);
    }
  }).observe({ type: "long-animation-frame", buffered: true });
}

/** Resolves after the page has been idle for `ms` (no long task, an idle callback each time). */
async function quiet(page, ms = 2_000) {
  await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const started = performance.now();
        const tick = () =>
          performance.now() - started > ms
            ? resolve()
            : requestIdleCallback(() => setTimeout(tick, 100), { timeout: 1_000 });
        tick();
      }),
    ms,
  );
}

async function takeTasks(page) {
  return page.evaluate(() => ({
    tasks: window.__longTasks.splice(0),
    islands: window.__islandScript.splice(0),
  }));
}

/** Uses the page's first island: types into its first field, or clicks its first link or button. */
async function interact(page) {
  const island = page.locator("[data-island]").first();
  const field = island.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea').first();
  if ((await field.count()) > 0) {
    await field.scrollIntoViewIfNeeded();
    await field.click();
    await field.pressSequentially("security", { delay: 60 });
  } else {
    const control = island.locator("a, button").first();
    await control.scrollIntoViewIfNeeded();
    await control.click();
  }
}

const summary = ({ tasks, islands }) => ({
  count: tasks.length,
  longest: tasks.length ? Math.max(...tasks) : 0,
  blocked: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  islands: islands.reduce((sum, ms) => sum + ms, 0),
  islandsMost: islands.length ? Math.max(...islands) : 0,
});

const ms = (value) => value.toFixed(0).padStart(4);
const format = ({ count, longest, blocked, islands, islandsMost }) =>
  `${String(count).padStart(2)} long, longest ${ms(longest)}, blocked ${ms(blocked)}; islands' script ${ms(islands)}, most in a frame ${ms(islandsMost)}`;

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
for (const path of paths) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await quiet(page);
    const before = summary(await takeTasks(page));
    await interact(page);
    await quiet(page);
    const after = summary(await takeTasks(page));
    const states = await page.evaluate(() =>
      Array.from(document.querySelectorAll("[data-island]"), (island) =>
        [island.getAttribute("data-island"), island.getAttribute("data-island-state") ?? "-"].join(
          ":",
        ),
      ).join(" "),
    );
    console.log(
      `${path.padEnd(10)} load: ${format(before)} | interaction: ${format(after)} | ${states}`,
    );
    await context.close();
  }
}
await browser.close();
