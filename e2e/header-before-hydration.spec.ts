import { expect, test, type Page } from "@playwright/test";

import { holdFrameworkScripts, settle } from "./support/hold-scripts";

/**
 * The header works before the framework runs, on pages that have it (pages with React islands):
 * every request for its scripts is held back until the test is done, as on a slow phone network,
 * and the drawer, the AI dropdown and the theme menu are used meanwhile. Plain Playwright `test`:
 * the shared fixture would wait for hydration.
 */

/** Opens a page that loads the framework (a static page has none to hold back). */
async function openRuntimePage(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-static]")).toHaveCount(0);
  await expect(page.locator("script[data-paint-first]")).toHaveCount(1);
}

async function expectNotHydrated(page: Page, hold: { released: () => number }) {
  expect(hold.released(), "a framework script was let through").toBe(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

test.describe("with the framework's scripts held back", () => {
  test("at 390 px the drawer opens and a link inside it is followed", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const hold = await holdFrameworkScripts(page);
    await openRuntimePage(page, "/ai-services/models");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expectNotHydrated(page, hold);
    await dialog.getByRole("link", { name: "About Our AI" }).tap();
    await expect(page).toHaveURL(/\/ai-services\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expectNotHydrated(page, hold);
    await context.close();
  });

  test("at 1280 px the AI dropdown opens and a link inside it is followed", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const hold = await holdFrameworkScripts(page);
    await openRuntimePage(page, "/ai-services/models");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "AI" }).click();
    await expect(nav.getByRole("button", { name: "AI" })).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Custom AI Solutions" }).click();
    await expect(page).toHaveURL(/\/services\/custom-ai$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNotHydrated(page, hold);
    // The dropdown marks the page it is on.
    await nav.getByRole("button", { name: "AI" }).click();
    await expect(nav.getByRole("link", { name: "Custom AI Solutions" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNotHydrated(page, hold);
  });

  test("the theme menu switches the theme", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const hold = await holdFrameworkScripts(page);
    await openRuntimePage(page, "/ai-services/models");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Theme: Dark" }).click();
    const menu = page.getByRole("menu", { name: "Theme" });
    await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
    await menu.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(menu).toBeHidden();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Theme: Light" })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("light");
    // By keyboard too: ArrowUp opens on the last item (System), Enter chooses it.
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("menuitemradio", { name: "System" })).toBeFocused();
    await expect(menu.getByRole("menuitemradio", { name: "Light" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Theme: System" })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("system");
    await expectNotHydrated(page, hold);
  });

  test("the header turns translucent past 10 px of scroll", async ({ page }) => {
    const hold = await holdFrameworkScripts(page);
    await openRuntimePage(page, "/ai-services/models");
    const header = page.locator("header[data-site-header]");
    await page.evaluate(() => window.scrollTo(0, 10));
    await settle(page);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
    await expectNotHydrated(page, hold);
  });
});
