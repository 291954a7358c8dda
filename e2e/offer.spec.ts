import { readFileSync } from "node:fs";

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
  await page.clock.install({ time: end - 2 * DAY - 10_000 });
  await page.goto(PAGE);
  await page.clock.pauseAt(end - 2 * DAY - 5000);
  const pricing = page.locator("#pricing");
  const byText = (text: string) => pricing.getByText(text, { exact: true });
  await expect(byText("December 31, 2026 at 11:59 PM Beirut time")).toBeVisible();
  await expect(byText("in less than 24 hours")).toBeHidden();
  const timer = page.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText(/^2 days\s*00:00:0\d$/);
  // The countdown ticks while it can be seen (offer-script.tsx leaves it alone out of view).
  await timer.scrollIntoViewIfNeeded();
  const shown = (await timer.textContent()) ?? "";
  await page.clock.runFor(3000);
  await expect(timer).not.toHaveText(shown);
  await expect(pricing.locator("s").first()).toBeVisible();

  await page.clock.fastForward(DAY + 10_000);
  await expect(byText("in less than 24 hours")).toBeVisible();
  await expect(byText("December 31, 2026 at 11:59 PM Beirut time")).toBeHidden();
  await expect(timer).toHaveText(/^23:59:5\d$/);
  await page.clock.fastForward(DAY);
  await expect(pricing.getByText("Flash sale").first()).toBeHidden();
  await expect(pricing.locator("s").first()).toBeHidden();
  await expect(byText("$199").filter({ visible: true })).toHaveCount(1);
  await expect(byText("$100")).toBeHidden();
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
      ["/pricing", "From $199/month", "From $100/month"],
      ["/ai-services", "From $199/month", "From $100/month"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(price).filter({ visible: true }).first(), path).toBeVisible();
      await expect(page.getByText(absent).filter({ visible: true }), path).toHaveCount(0);
      await expect(page.locator("main s").filter({ visible: true }), path).toHaveCount(0);
      await expect(page.locator("[data-offer-countdown]"), path).toBeHidden();
      const jsonLd = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).join("");
      expect(jsonLd, path).not.toMatch(/StrikethroughPrice|priceValidUntil|"price":100\b/);
    }
    await expect(page.getByText(/عرض لفترة محدودة|24 ساعة/).filter({ visible: true })).toHaveCount(
      0,
    );
    // A page without the offer is sent as the build made it (the serve-time step passes it by).
    const team = await page.request.get("/team");
    expect(await team.text()).toBe(readFileSync(".next/server/app/team.html", "utf8"));
    await context.close();
  } finally {
    await server.stop(child);
  }
});
