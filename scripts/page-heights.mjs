/**
 * The height of every public page on a phone (390 px wide, light theme), tallest first:
 * `node scripts/page-heights.mjs [base-url] [limit]` against a running server (default
 * http://127.0.0.1:3000). Reads the sitemap for the page list, so it measures what is
 * published. Exits non-zero when a page is over LIMIT px (default 6000), so the figure in the
 * issue is a script's.
 */
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const limit = Number(process.argv[3] ?? 6000);

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const unique = [...new Set(paths)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  colorScheme: "light",
});
const page = await context.newPage();
const heights = [];
for (const path of unique) {
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  heights.push({ path, height });
}
await browser.close();
heights.sort((a, b) => b.height - a.height);
const over = heights.filter((h) => h.height > limit);
for (const { path, height } of heights) console.log(`${String(height).padStart(6)}  ${path}`);
console.log(`\n${heights.length} pages, ${over.length} over ${limit} px at 390 px wide`);
process.exitCode = over.length > 0 ? 1 : 0;
