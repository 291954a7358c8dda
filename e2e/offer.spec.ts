import { preparedDataDir } from "../scripts/lib/prepared-data-dir.mjs";
import { conversationalAiPlans } from "../src/content/plans";
import { expect, test } from "./support/fixtures";
import { ownServer } from "./support/own-server";

/**
 * The Conversational AI flash sale has a real end (src/content/plans.ts): before it the sale, its
 * end as a date and a live countdown; after it list prices only, on every page, without
 * JavaScript too. The browser's clock is Playwright's; the server's end is moved with
 * OFFER_ENDS_AT on a server of the test's own (src/lib/offer/offer-window.mjs).
 */
const end = Date.parse(conversationalAiPlans.offer.endsAt);
const DAY = 24 * 60 * 60 * 1000;
const PAGE = "/services/conversational-ai";

test("before the end: the sale, its date and a countdown that ticks, then flips while open", async ({
  page,
}) => {
  await page.clock.install({ time: end - 2 * DAY - 5000 });
  await page.goto(PAGE);
  const banner = page.locator("#pricing [data-offer]").first();
  await expect(banner).toContainText("Flash sale");
  await expect(banner).toContainText("December 31, 2026 at 11:59 PM GMT+2");
  await expect(banner).not.toContainText("24 hours");
  const timer = page.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText("2 days 00:00:05");
  await page.clock.runFor(2000);
  await expect(timer).toHaveText("2 days 00:00:03");
  await expect(page.locator("#pricing s").first()).toBeVisible();

  await page.clock.runFor(DAY + 1000);
  await expect(banner).toContainText("in less than 24 hours");
  await expect(timer).toHaveText("23:59:58");
  await page.clock.runFor(DAY);
  await expect(banner).toBeHidden();
  await expect(page.locator("#pricing s").first()).toBeHidden();
  await expect(page.getByText("$199", { exact: true })).toBeVisible();
});

test("after the end: list prices only, without JavaScript, in both languages", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3200) + 94;
  const baseURL = `http://127.0.0.1:${port}`;
  const server = ownServer(port, preparedDataDir("cw-e2e-offer-"), {
    OFFER_ENDS_AT: new Date(Date.now() - 60_000).toISOString(),
  });
  const child = await server.start();
  try {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, price, absent] of [
      [PAGE, /^\$199$/, /^\$100$/],
      [`/ar${PAGE}`, /^\u2066\$199\u2069$/, /^\u2066\$100\u2069$/],
      ["/pricing", /^\$199$/, /^\$100$/],
      ["/ai-services", "From $199/month", "From $100/month"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(price).first(), path).toBeVisible();
      await expect(page.getByText(absent), path).toHaveCount(0);
      await expect(page.locator("main s"), path).toHaveCount(0);
      await expect(page.locator("[data-offer-countdown]"), path).toBeHidden();
      const jsonLd = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).join("");
      expect(jsonLd, path).not.toMatch(/StrikethroughPrice|priceValidUntil|"price":100\b/);
    }
    await expect(page.getByText(/عرض لفترة محدودة|24/)).toHaveCount(0);
    // A page without the offer is Next's, as before (the serve-time step passes it by).
    const team = await page.request.get("/team");
    expect(team.headers()["cache-control"]).not.toBe("public, no-cache");
    await context.close();
  } finally {
    await server.stop(child);
  }
});
