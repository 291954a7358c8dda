#!/usr/bin/env node
// What a browser test pays for, on this machine: a new context and page against a page load in
// one already open, in wall time and in CPU time of the whole machine (from /proc/stat, so the
// browser's processes count). Against a running server:
//   node scripts/browser-costs.mjs http://127.0.0.1:3000
// The figures behind e2e/support/fixtures.ts's pooledTest (docs/testing.md).
import fs from "node:fs";

import { chromium } from "@playwright/test";

import { chromePath, chromiumArgs } from "./lib/chromium.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const ROUNDS = 16;
const paths = ["/services", "/ai-services", "/pricing", "/blog", "/help", "/contact", "/privacy"];

function cpuTicks() {
  const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return user + nice + system + irq + softirq;
}

async function measure(label, once) {
  const ticks = cpuTicks();
  const started = Date.now();
  for (let i = 0; i < ROUNDS; i += 1) await once(paths[i % paths.length]);
  const wall = (Date.now() - started) / ROUNDS;
  const cpu = ((cpuTicks() - ticks) * 10) / ROUNDS; // ticks are 10 ms
  console.log(
    `${label.padEnd(44)} ${wall.toFixed(0).padStart(5)} ms wall ${cpu.toFixed(0).padStart(5)} ms CPU`,
  );
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
await measure("new context and page, then a page load", async (path) => {
  const context = await browser.newContext({ baseURL: base });
  await (await context.newPage()).goto(path);
  await context.close();
});
await measure("new context and page only", async () => {
  const context = await browser.newContext();
  await context.newPage();
  await context.close();
});
const context = await browser.newContext({ baseURL: base });
const page = await context.newPage();
await measure("a page load in an open page", async (path) => {
  await page.goto(path);
});
await browser.close();
