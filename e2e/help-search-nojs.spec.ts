import { test as htmlFirst, type Page } from "@playwright/test";

import { helpSearchResultsCopy } from "../src/content/help";
import { expect, pooledTest as test } from "./support/fixtures";
import { holdFrameworkScripts } from "./support/hold-scripts";

/*
 * The help and support search boxes are GET forms to /help/search, a page the server renders
 * for the query: search works with JavaScript off. With it on, text typed before the page runs
 * is searched once it does.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const searchBox = (page: Page) => page.getByRole("search").getByRole("searchbox");
const resultList = (page: Page) => page.getByRole("list", { name: /Search results/ });

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/help", "/support"]) {
    test(`the box on ${path} submits to the results page, whose links lead to the article`, async ({
      page,
    }) => {
      await page.goto(path);
      await searchBox(page).fill("invoices");
      await searchBox(page).press("Enter");
      await expect(page).toHaveURL(/\/help\/search\?q=invoices$/);
      await expect(searchBox(page)).toHaveValue("invoices");
      await expect(page.getByText(/^\d+ results? for “invoices”$/)).toBeVisible();
      const link = resultList(page).getByRole("link", {
        name: /Managing your subscription and invoices/,
      });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/help\/manage-your-subscription-and-invoices$/);
    });
  }

  test("the count matches the results, and the page is kept out of search engines", async ({
    page,
  }) => {
    await page.goto("/help/search?q=api%20key");
    const count = await resultList(page).getByRole("listitem").count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByText(helpSearchResultsCopy.count(count, "api key"))).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("nothing found says so and offers a way on; no query asks for one", async ({ page }) => {
    await page.goto("/help/search?q=zqxjkv");
    await expect(page.getByText("No results for “zqxjkv”")).toBeVisible();
    await expect(resultList(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "popular help articles" })).toHaveAttribute(
      "href",
      "/help#popular",
    );
    await page.goto("/help/search");
    await expect(page.getByText(helpSearchResultsCopy.emptyQuery)).toBeVisible();
    await expect(resultList(page)).toHaveCount(0);
  });
});

htmlFirst("text typed before the page runs is searched once it does", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const hold = await holdFrameworkScripts(page);
  await page.goto("/help", { waitUntil: "domcontentloaded" });
  await searchBox(page).fill("invoices");
  expect(hold.released(), "typed before any framework script ran").toBe(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  hold.release();
  await expect(
    page
      .getByRole("search")
      .getByRole("list", { name: /Search results/ })
      .getByRole("link", { name: /Managing your subscription and invoices/ }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/help$/);
});

test("with JavaScript the box still lists results as you type", async ({ page }) => {
  await page.goto("/support");
  await page.waitForFunction(() => {
    const input = document.querySelector("search input");
    return Boolean(input && Object.keys(input).some((key) => key.startsWith("__reactProps")));
  });
  await searchBox(page).fill("rotate key");
  await expect(
    page
      .getByRole("search")
      .getByRole("list", { name: /Search results/ })
      .getByRole("link"),
  ).not.toHaveCount(0);
  await expect(page).toHaveURL(/\/support$/);
});
