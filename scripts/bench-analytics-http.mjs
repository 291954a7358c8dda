// The analytics benchmark's second half (issue 36; `npm run bench:analytics` runs it after
// scripts/bench-analytics.ts, on the same PostgreSQL and its replayed data):
//  - the extra latency per counted request: two production instances on the same database, one
//    counting and one with ANALYTICS=off, asked for the same pages in turn, BENCH_REQUESTS (2,000)
//    each, as a browser asks (a document, a user agent, a campaign link): p50 and p95 of each;
//  - the time to render /admin/analytics for 30 and 365 days over the replayed 60 days, signed
//    in, the median of BENCH_RENDERS (7) each, after one unmeasured load.
// Prints a Markdown table and adds its figures to reports/bench-analytics.json. With
// BENCH_SHOTS=<folder>, a browser then sends a lead from a campaign link and the page, at 1280
// and 390 px, and the lead's page in the inbox are saved there as PNG (the closing note).
import fs from "node:fs";

import { chromium } from "@playwright/test";

import { chromePath, chromiumArgs } from "./lib/chromium.mjs";
import { percentile, request } from "./reliability/client.mjs";
import { cleanup, postgres, startServer, stopServer } from "./reliability/harness.mjs";
import { signIn } from "./reliability/inbox.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 3890);
const PAGES = ["/pricing", "/services/automation?utm_source=google&utm_medium=cpc", "/ar/blog"];
const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  Accept: "text/html",
  "Sec-Fetch-Dest": "document",
  "Accept-Encoding": "gzip",
};

async function timed(url, headers) {
  const started = performance.now();
  const response = await request(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** The p-th percentile of unsorted values. */
const pct = (values, p) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
const median = (values) => pct(values, 50);

/**
 * A visitor's browser arrives from a campaign link and sends a lead; then the team's view of the
 * last 30 days at 1280 and 390 px, and the lead's page, saved as PNG in `folder`.
 */
async function screenshots(server, cookie, folder) {
  fs.mkdirSync(folder, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const visitor = await browser.newContext({
      userAgent: BROWSER["User-Agent"],
      extraHTTPHeaders: { "X-Forwarded-For": "10.7.0.1" },
      baseURL: server.base,
    });
    const page = await visitor.newPage();
    await page.goto(
      "/services/automation?utm_source=google&utm_medium=cpc&utm_campaign=spring-launch",
      {
        referer: "https://www.google.com/",
      },
    );
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First name").fill("Carla");
    await form.getByLabel("Last name").fill("Campaign");
    const email = `carla.${Date.now()}@example.com`;
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Project details").fill("We saw your automation page on Google.");
    await page.waitForTimeout(3_500);
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("status").filter({ hasText: "24 hours" }).waitFor();
    await visitor.close();

    const [name, value] = cookie.split("=");
    for (const [label, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ]) {
      const team = await browser.newContext({
        viewport: { width, height: 900 },
        baseURL: server.base,
        extraHTTPHeaders: { "X-Forwarded-For": "10.8.0.1" },
      });
      await team.addCookies([{ name, value, url: server.base }]);
      const inbox = await team.newPage();
      await inbox.goto("/admin/analytics?days=30");
      await inbox.screenshot({ path: `${folder}/analytics-${label}.png`, fullPage: true });
      if (label === "desktop") {
        await inbox.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`);
        await inbox
          .getByRole("link", { name: /^Open #\d+$/ })
          .first()
          .click();
        await inbox.getByRole("region", { name: "Where it came from" }).waitFor();
        await inbox.screenshot({ path: `${folder}/lead-${label}.png`, fullPage: true });
      }
      await team.close();
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!postgres.available) throw new Error("run through npm run bench:analytics (PostgreSQL)");
  const env = { DATABASE_URL: postgres.url, TRUST_PROXY: "1" };
  const counting = await startServer({ port: PORT, env });
  const plain = await startServer({ port: PORT + 1, env: { ...env, ANALYTICS: "off" } });
  const times = { counting: [], plain: [] };
  try {
    for (let index = 0; index < REQUESTS; index += 1) {
      const path = PAGES[index % PAGES.length];
      // Each request from its own address: every counted view is a new visitor or visit.
      const headers = {
        ...BROWSER,
        "X-Forwarded-For": `10.9.${(index >> 8) & 255}.${index & 255}`,
      };
      const [first, second] = index % 2 === 0 ? ["counting", "plain"] : ["plain", "counting"];
      const servers = { counting, plain };
      times[first].push(await timed(`${servers[first].base}${path}`, headers));
      times[second].push(await timed(`${servers[second].base}${path}`, headers));
    }

    const result = {
      requests: REQUESTS,
      counting: { p50: pct(times.counting, 50), p95: pct(times.counting, 95) },
      plain: { p50: pct(times.plain, 50), p95: pct(times.plain, 95) },
    };
    const file = "reports/bench-analytics.json";
    const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
    fs.writeFileSync(file, `${JSON.stringify({ ...previous, http: result }, null, 2)}\n`);
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(`| page requests, ${REQUESTS} each | p50 | p95 |\n|---|---|---|`);
    console.log(`| counted | ${ms(result.counting.p50)} | ${ms(result.counting.p95)} |`);
    console.log(
      `| not counted (ANALYTICS=off) | ${ms(result.plain.p50)} | ${ms(result.plain.p95)} |`,
    );
    console.log(
      `| extra per counted request | ${ms(result.counting.p50 - result.plain.p50)} | ${ms(result.counting.p95 - result.plain.p95)} |`,
    );
    const session = await signIn(counting.base, { ip: "10.8.0.1" });
    if (!session.cookie) throw new Error(`sign-in failed: ${session.status}`);
    const renders = {};
    for (const days of [30, 365]) {
      const url = `${counting.base}/admin/analytics?days=${days}`;
      const headers = { Cookie: session.cookie, "X-Forwarded-For": "10.8.0.1" };
      await timed(url, headers);
      const runs = [];
      for (let index = 0; index < RENDERS; index += 1) runs.push(await timed(url, headers));
      renders[days] = median(runs);
    }

    if (process.env.BENCH_SHOTS)
      await screenshots(counting, session.cookie, process.env.BENCH_SHOTS);
    result.renderMs = renders;
    fs.writeFileSync(file, `${JSON.stringify({ ...previous, http: result }, null, 2)}\n`);
    console.log(`\n| /admin/analytics, median of ${RENDERS} | time | goal |\n|---|---|---|`);
    for (const days of [30, 365]) console.log(`| ${days} days | ${ms(renders[days])} | 300 ms |`);
  } finally {
    await stopServer(counting);
    await stopServer(plain);
    await cleanup();
  }
}

await main();
