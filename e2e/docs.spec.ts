import { type Page } from "@playwright/test";

import { apiTabs } from "../src/content/docs/api-reference";
import { docsCards } from "../src/content/docs/docs-page";
import { sdks } from "../src/content/docs/sdks";
import { expect, hydrateOnLoad, pooledTest as test } from "./support/fixtures";

const tabNames = apiTabs.map((tab) => tab.label);

/** "View Documentation" plus the card's title (screen-reader text). */
function viewDocs(title: string): RegExp {
  return new RegExp(`^View Documentation\\W+${title}$`);
}

/** Copy buttons stay invisible until React has hydrated: a handy readiness signal. */
async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: /^Copy/ }).first()).toBeVisible();
}

function tabList(page: Page) {
  return page.getByRole("tablist", { name: "API reference sections" });
}

async function expectSelected(page: Page, label: string, hash: string) {
  const tab = tabList(page).getByRole("tab", { name: label });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: label })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  expect(new URL(page.url()).hash).toBe(hash);
}

test.describe("/api tabs", () => {
  test("Authentication is selected by default, four tabs in four columns", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/api");
    await expect(tabList(page).getByRole("tab")).toHaveText(tabNames);
    await expect(tabList(page)).toHaveCSS("grid-template-columns", /^(\S+ ){3}\S+$/);
    const tab = tabList(page).getByRole("tab", { name: "Authentication" });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Authentication" })).toContainText(
      "Authorization: Bearer YOUR_API_KEY",
    );
    // Tab reaches the selected tab, and then only that tab is in the tab order (roving
    // tabindex); the next Tab goes on to the panel.
    await page.getByRole("link", { name: "Read the docs" }).first().focus();
    await page.keyboard.press("Tab");
    await expect(tab).toBeFocused();
    await expect(tabList(page).locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await expect(tab).toHaveAttribute("tabindex", "0");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Authentication" })).toBeFocused();
  });

  test("arrow keys, Home and End move and select, and the hash follows", async ({ page }) => {
    await page.goto("/api");
    const list = tabList(page);
    await list.getByRole("tab", { name: "Authentication" }).focus();

    await page.keyboard.press("ArrowRight");
    await expect(list.getByRole("tab", { name: "Endpoints" })).toBeFocused();
    await expectSelected(page, "Endpoints", "#endpoints");

    await page.keyboard.press("End");
    await expect(list.getByRole("tab", { name: "SDKs" })).toBeFocused();
    await expectSelected(page, "SDKs", "#sdks");

    await page.keyboard.press("ArrowRight"); // wraps round to the first tab
    await expectSelected(page, "Authentication", "#authentication");

    await page.keyboard.press("ArrowLeft"); // and back to the last
    await expectSelected(page, "SDKs", "#sdks");

    await page.keyboard.press("Home");
    await expect(list.getByRole("tab", { name: "Authentication" })).toBeFocused();
    await expectSelected(page, "Authentication", "#authentication");

    // Tab leaves the tab list for the panel: the other tabs are not in the tab order.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Authentication" })).toBeFocused();

    // Switching tabs replaces the history entry rather than adding one per tab.
    const length = await page.evaluate(() => history.length);
    await list.getByRole("tab", { name: "Examples" }).click();
    await expectSelected(page, "Examples", "#examples");
    expect(await page.evaluate(() => history.length)).toBe(length);
  });

  for (const tab of apiTabs) {
    test(`loading /api#${tab.id} opens ${tab.label}`, async ({ page }) => {
      await page.goto(`/api#${tab.id}`);
      await expectSelected(page, tab.label, `#${tab.id}`);
      await expect(tabList(page)).toBeInViewport();
    });
  }

  test("a hash change (link or address bar) switches the tab", async ({ page }) => {
    await page.goto("/api");
    await hydrated(page);
    await page.evaluate(() => {
      window.location.hash = "sdks";
    });
    await expectSelected(page, "SDKs", "#sdks");
    await page.goBack();
    await expectSelected(page, "Authentication", "");
    await page.evaluate(() => {
      window.location.hash = "unknown";
    });
    await expect(tabList(page).getByRole("tab", { name: "Authentication" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the selected tab stands out in the ${theme} theme (3:1 against the tab list)`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem("ui-theme", value), theme);
      await page.goto("/api#endpoints");
      await expectSelected(page, "Endpoints", "#endpoints");
      // Polled: the tab's colours ease in (transition-colors) once the hash has selected it.
      const ratio = () =>
        tabList(page).evaluate((list) => {
          const rgb = (element: Element) =>
            getComputedStyle(element)
              .backgroundColor.match(/[\d.]+/g)!
              .slice(0, 3)
              .map(Number);
          const luminance = (channels: number[]) => {
            const [r, g, b] = channels.map((value) => {
              const c = value / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            }) as [number, number, number];
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const selected = list.querySelector('[aria-selected="true"]')!;
          const [high, low] = [luminance(rgb(selected)), luminance(rgb(list))].sort(
            (a, b) => b - a,
          );
          return (high! + 0.05) / (low! + 0.05);
        });
      await expect.poll(ratio).toBeGreaterThanOrEqual(3);
      // The other tabs take the list's colour: only the selected one is filled.
      const unselected = tabList(page).getByRole("tab", { name: "SDKs" });
      await expect(unselected).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    });
  }

  for (const path of ["/api", "/ar/api"]) {
    test(`${path} at 1280 px: the Authentication panel is two columns of like height`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const columns = await page
        .locator("#authentication-panel > div > *")
        .evaluateAll((children) =>
          children
            .map((child) => child.getBoundingClientRect())
            .map(({ top, height }) => ({ top, height })),
        );
      expect(columns).toHaveLength(2);
      const [text, code] = columns as [
        { top: number; height: number },
        { top: number; height: number },
      ];
      expect(Math.abs(text.top - code.top), "the columns start together").toBeLessThanOrEqual(1);
      const ratio = Math.min(text.height, code.height) / Math.max(text.height, code.height);
      expect(ratio, `column heights ${text.height} and ${code.height}`).toBeGreaterThan(0.6);
    });
  }

  test("without JavaScript every panel is readable", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/api");
    for (const heading of ["Authentication", "Endpoints", "Examples", "SDKs"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("cell", { name: "/api/v1/automation/workflows" })).toBeVisible();
    await expect(page.getByRole("tablist")).toBeHidden();
    await context.close();
  });
});

test.describe("copy button", () => {
  test("copies the raw code and announces it", async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const page = hydrateOnLoad(await context.newPage());
    await page.goto("/api#examples");
    const panel = page.getByRole("tabpanel", { name: "Examples" });
    const figure = panel.locator("figure").filter({ hasText: "Python" }).first();
    const button = figure.getByRole("button");
    await expect(button).toHaveAccessibleName("Copy Python code");
    await button.click();
    await expect(figure.getByRole("status")).toHaveText("Copied");
    await expect(button).toHaveAccessibleName("Copied Python code");

    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith("import os")).toBe(true);
    expect(copied).toContain('"temperature": 0.7');
    // The raw text is copied, not the highlighted HTML.
    expect(copied).not.toContain("<span");
    expect(copied).toBe((await figure.locator("pre").innerText()).trimEnd());

    // The message clears itself so the next copy is announced again.
    await expect(figure.getByRole("status")).toHaveText("", { timeout: 5000 });
    await expect(button).toHaveAccessibleName("Copy Python code");
    await context.close();
  });

  test("works on a page without framework JavaScript, and says so when copying fails", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const page = await context.newPage();
    await page.goto("/docs/sdk/python");
    await expect(page.locator("html[data-static]")).toHaveCount(1);
    const figure = page.locator("figure").first();
    const button = figure.getByRole("button");
    await expect(button).toHaveAccessibleName(/^Copy .+ code$/);
    await button.click();
    await expect(figure.getByRole("status")).toHaveText("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await figure.locator("pre").innerText()).trimEnd());
    expect(copied.length).toBeGreaterThan(10);

    // Without the clipboard (a browser that refuses it), the failure is announced.
    await page.evaluate(() =>
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true }),
    );
    // "Copied" clears itself after a while: wait for that, so the next announcement is new.
    await expect(figure.getByRole("status")).toHaveText("");
    await expect(button).not.toHaveAttribute("data-copy-state");
    await button.click();
    await expect(figure.getByRole("status")).toHaveText("Copy failed");
    await context.close();
  });
});

test.describe("links to the docs resolve", () => {
  async function expectTarget(page: Page, href: string) {
    const url = new URL(href, page.url());
    const response = await page.request.get(url.pathname);
    expect(response.status(), href).toBe(200);
    if (!url.hash) return;
    const id = url.hash.slice(1);
    const html = await response.text();
    expect(html, `${href}: no element with id "${id}"`).toContain(`id="${id}"`);
  }

  test("every View Documentation button and card item on /docs", async ({ page }) => {
    await page.goto("/docs");
    const buttons = page.getByRole("link", { name: /^View Documentation/ });
    await expect(buttons).toHaveCount(4);
    for (const card of docsCards) {
      const button = page.getByRole("link", { name: viewDocs(card.title) });
      await expect(button).toHaveAttribute("href", card.href);
      await expectTarget(page, card.href);
      for (const item of card.items) await expectTarget(page, item.href);
    }
  });

  test("the View Documentation buttons land on their section", async ({ page }) => {
    for (const card of docsCards) {
      await page.goto("/docs");
      await page.getByRole("link", { name: viewDocs(card.title) }).click();
      await expect(page).toHaveURL(new RegExp(`${card.href.replace(/[#/]/g, "\\$&")}$`));
      const id = new URL(card.href, page.url()).hash.slice(1);
      await expect(page.locator(`[id="${id}"]`)).toBeAttached();
      if (card.href.startsWith("/api#")) {
        await expect(page.getByRole("tab", { name: "Authentication" })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.getByRole("tablist")).toBeInViewport();
      } else {
        await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      }
    }
  });

  test("every SDK card links to its guide, and each guide links back to /api", async ({ page }) => {
    await page.goto("/api#sdks");
    const panel = page.getByRole("tabpanel", { name: "SDKs" });
    await expect(panel.getByRole("listitem")).toHaveCount(6);
    for (const sdk of sdks) {
      const link = panel.getByRole("link", { name: `${sdk.name} SDK docs` });
      await expect(link).toHaveAttribute("href", `/docs/sdk/${sdk.id}`);
      await expect(panel.locator("figure").filter({ hasText: sdk.install.code })).toHaveCount(1);
    }
    await panel.getByRole("link", { name: "Go SDK docs" }).click();
    await expect(page).toHaveURL(/\/docs\/sdk\/go$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Go SDK");
    for (const sdk of sdks) {
      const response = await page.request.get(`/docs/sdk/${sdk.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('href="/api"');
      for (const id of ["install", "authenticate", "first-request", "list-models", "errors"]) {
        expect(html, `${sdk.id}: section ${id}`).toContain(`id="${id}"`);
      }
    }
    expect((await page.request.get("/docs/sdk/cobol")).status()).toBe(404);
    // The language pills name the SDK, not just the language ("Go" alone is not descriptive).
    await page.goto("/docs/sdk/python");
    const others = page.getByRole("navigation", { name: "Other SDKs" });
    for (const sdk of sdks) {
      await expect(others.getByRole("link", { name: `${sdk.name} SDK` })).toHaveAttribute(
        "href",
        `/docs/sdk/${sdk.id}`,
      );
    }
  });
});
