import { type Locator, type Page } from "@playwright/test";

import { localeOfPath, locales, type Locale } from "../src/config/locales";
import { copyIn } from "../src/lib/i18n/catalogs";
import { localizedRoute } from "../src/lib/i18n/routes";
import { expect, pooledTest as test } from "./support/fixtures";
import { deadControls } from "./support/page-checks";
import { localizedTemplateSamples, notFoundSamples, pagesWithoutSample } from "./support/templates";

/**
 * A phone with JavaScript off: the site is navigable with HTML alone. That every page is reached
 * from the home page of its language by links is proved on the link graph of the server's HTML
 * (links.spec.ts). Here, in a browser: on each template's sample, every visible link on the page
 * and in the drawer (opened with its menu button) leads to a page that answers, and no visible
 * control does nothing, the drawer's included; on every page that no sample stands for (the
 * pages that are one of a kind: e2e/support/templates.ts), no visible control does nothing.
 * A page of a kind is built from its sample's components, so its controls are the sample's.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });

const copy = (locale: Locale) => copyIn(locale, "ui").layoutCopy;

/** Same-origin page paths of the visible links (not files, not this page). */
async function visibleLinkPaths(scope: Locator, here: string): Promise<string[]> {
  const hrefs = await scope
    .locator("a[href]:visible")
    .evaluateAll((anchors) =>
      anchors
        .filter((anchor) => !(anchor as HTMLAnchorElement).target)
        .map((anchor) => (anchor as HTMLAnchorElement).href),
    );
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(here).origin)
    .map((url) => url.pathname + url.search)
    .filter((path) => path !== new URL(here).pathname && !/\.[a-z0-9]+$/i.test(path));
  return [...new Set(paths)];
}

function localeOf(page: Page): Locale {
  return localeOfPath(new URL(page.url()).pathname);
}

function drawer(page: Page) {
  return page.getByRole("dialog", { name: copy(localeOf(page)).drawer.title });
}

async function openDrawer(page: Page) {
  await page.getByRole("button", { name: copy(localeOf(page)).drawer.open }).click();
  await expect(drawer(page)).toBeVisible();
}

const answers = new Map<string, number>();

const samples = [
  ...localizedTemplateSamples.map(({ template, path }) => ({ template, path, status: 200 })),
  ...notFoundSamples.map((path) => ({ template: "404", path, status: 404 })),
];

for (const { template, path, status } of samples) {
  test(`template ${template}: ${path}: visible links lead to pages, no dead control, drawer included`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    const here = page.url();
    const onPage = await visibleLinkPaths(page.locator("body"), here);
    const dead = await deadControls(page);
    await openDrawer(page);
    const inDrawer = await visibleLinkPaths(drawer(page), here);
    dead.push(...(await deadControls(page)));
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    expect([...new Set(dead)], "visible controls that do nothing").toEqual([]);

    const links = [...new Set([...onPage, ...inDrawer])];
    expect(inDrawer.length, "links in the drawer").toBeGreaterThan(10);
    // A walk stays in its language: the language switch is the one link out of it.
    const otherLanguage = links.filter((link) => localeOfPath(link) !== localeOf(page));
    expect(otherLanguage.length, `links out of the language: ${otherLanguage}`).toBeLessThanOrEqual(
      1,
    );
    for (const link of links) {
      if (!answers.has(link)) {
        answers.set(link, (await request.get(link, { maxRedirects: 0 })).status());
      }
      expect(answers.get(link), `${link} on ${path}`).toBe(200);
    }
  });
}

for (const locale of locales) {
  test(`no page of its own kind has a visible control that does nothing (${locale})`, async ({
    page,
  }) => {
    const dead: Record<string, string[]> = {};
    const paths = pagesWithoutSample().filter((path) => localeOfPath(path) === locale);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const found = await deadControls(page);
      if (found.length > 0) dead[path] = found;
    }
    expect(dead, "visible controls that do nothing").toEqual({});
    expect(paths.length).toBeGreaterThan(15);
  });
}

test("the menu button opens the drawer, whose links work, without JavaScript", async ({ page }) => {
  await page.goto("/");
  // Without JavaScript the theme menu could not work: it is not shown at all.
  await expect(page.getByRole("button", { name: /^Theme/ })).toHaveCount(0);
  const trigger = page.getByRole("button", { name: "Open menu" });
  await trigger.click();
  await expect(drawer(page)).toBeVisible();
  for (const section of ["Main Pages", "AI", "Resources"]) {
    await expect(drawer(page).getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  await expect(drawer(page).getByRole("button", { name: /^Theme/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await drawer(page).getByRole("button", { name: "Close menu" }).click();
  await expect(drawer(page)).toBeHidden();
  await trigger.click();
  await drawer(page).getByRole("link", { name: "About Our AI" }).click();
  await expect(page).toHaveURL(/\/ai-services\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(drawer(page)).toBeHidden();

  // At 1280 px, in Arabic: the header's Resources menu is a popover, its links plain links.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ar/ai-services/about");
  const nav = page.getByRole("navigation", { name: copy("ar").mainNavLabel });
  await nav.getByRole("button", { name: copy("ar").menus.resources, exact: true }).click();
  await nav.getByRole("link", { name: localizedRoute("/training", "ar").label }).click();
  await expect(page).toHaveURL(/\/ar\/training$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
