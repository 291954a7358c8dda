import { type Locator, type Page } from "@playwright/test";

import { localeOfPath, locales, localizeHref, type Locale } from "../src/config/locales";
import { routes } from "../src/config/routes";
import * as arUi from "../src/content/ar/ui";
import * as enUi from "../src/content/ui";
import { expect, test } from "./support/fixtures";
import { deadControls } from "./support/page-checks";

/**
 * A phone with JavaScript off: the site is navigable with HTML alone. The walk starts at `/` and
 * reaches pages only by clicking visible links (opening the drawer with its menu button where a
 * link is only in the drawer) and the back button; no URL is typed but the first. On every page
 * reached, no visible control does nothing (the drawer's included, while it is open). The same
 * walk runs in Arabic from /ar, each walk staying in its language (the language switch on every
 * page is a plain link, checked in arabic.spec.ts).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });

const copy = { en: enUi.layoutCopy, ar: arUi.layoutCopy } as const;

/** Same-origin page paths of the visible links on the page (not files, not this page). */
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
    .map((url) => url.pathname)
    .filter((path) => path !== new URL(here).pathname && !/\.[a-z0-9]+$/i.test(path));
  return [...new Set(paths)];
}

function localeOf(page: Page): Locale {
  return localeOfPath(new URL(page.url()).pathname);
}

function drawer(page: Page) {
  return page.getByRole("dialog", { name: copy[localeOf(page)].drawer.title });
}

async function openDrawer(page: Page) {
  await page.getByRole("button", { name: copy[localeOf(page)].drawer.open }).click();
  await expect(drawer(page)).toBeVisible();
}

/** Index among `links` of the first one to `path` (same tab), or -1. */
async function indexOfLink(links: Locator, path: string): Promise<number> {
  return links.evaluateAll(
    (anchors, wanted) =>
      anchors.findIndex((anchor) => {
        const link = anchor as HTMLAnchorElement;
        return !link.target && new URL(link.href).pathname === wanted;
      }),
    path,
  );
}

/** Clicks a visible link to `path`, on the page or else in the drawer. */
async function follow(page: Page, path: string) {
  let links = page.locator("a[href]:visible");
  let index = await indexOfLink(links, path);
  if (index < 0) {
    await openDrawer(page);
    links = drawer(page).locator("a[href]:visible");
    index = await indexOfLink(links, path);
  }
  await links.nth(index).click();
}

for (const locale of locales) {
  test(`every registry route is reached from ${localizeHref("/", locale)} by clicking visible links (${locale})`, async ({
    page,
  }) => {
    // Some 80 pages, each opened, its drawer checked and left by the back button.
    test.setTimeout(600_000);
    const home = localizeHref("/", locale);
    const registryPaths = routes.map((route) => localizeHref(route.path, locale));
    const reached = new Set<string>([home]);
    const answered = new Map<string, number>();
    const dead = new Map<string, string[]>();
    const response = await page.goto(home);
    answered.set(home, response?.status() ?? 0);

    /** The links of the page shown (its own and its drawer's); records its dead controls. */
    async function survey(path: string): Promise<string[]> {
      const here = page.url();
      const onPage = await visibleLinkPaths(page.locator("body"), here);
      const deadOnPage = await deadControls(page);
      await openDrawer(page);
      const inDrawer = await visibleLinkPaths(drawer(page), here);
      const deadHere = [...deadOnPage, ...(await deadControls(page))];
      if (deadHere.length > 0) dead.set(path, [...new Set(deadHere)]);
      await page.keyboard.press("Escape");
      await expect(drawer(page)).toBeHidden();
      return [...new Set([...onPage, ...inDrawer])].filter((link) => localeOfPath(link) === locale);
    }

    async function back(path: string) {
      await page.goBack();
      await page.waitForURL((url) => url.pathname === path);
    }

    /*
     * Level by level from each page: first every link to a page not reached yet is followed,
     * surveyed and left by the back button; then each of those pages is walked the same way. A
     * plain depth-first walk would stack some 80 pages in the tab's history, more than the 50
     * entries Chromium keeps, and the back button would run out.
     */
    async function walk(path: string, links: string[]) {
      const walkable = new Map<string, string[]>();
      for (const next of links) {
        if (reached.has(next)) continue;
        reached.add(next);
        const navigation = page.waitForResponse(
          (candidate) =>
            new URL(candidate.url()).pathname === next && candidate.request().isNavigationRequest(),
        );
        await follow(page, next);
        const answer = await navigation;
        await page.waitForURL((url) => url.pathname === next);
        answered.set(next, answer.status());
        if (answer.headers()["content-type"]?.startsWith("text/html")) {
          // Pages kept out of search engines repeat others (a list's page 2, search results):
          // reached and checked, not walked, which keeps the walk within its time.
          const repeats = await page.locator('meta[name="robots"][content*="noindex"]').count();
          if (repeats === 0) walkable.set(next, await survey(next));
          else {
            const deadThere = await deadControls(page);
            if (deadThere.length > 0) dead.set(next, deadThere);
          }
        }
        await back(path);
      }
      for (const [next, nextLinks] of walkable) {
        await follow(page, next);
        await page.waitForURL((url) => url.pathname === next);
        await walk(next, nextLinks);
        await back(path);
      }
    }
    await walk(home, await survey(home));

    const missing = registryPaths.filter((path) => !reached.has(path));
    expect(missing, "registry routes no visible link leads to").toEqual([]);
    expect(Object.fromEntries(dead), "visible controls that do nothing").toEqual({});
    for (const path of registryPaths) expect(answered.get(path), path).toBe(200);
  });
}

test("the menu button opens the drawer, whose links work, without JavaScript", async ({ page }) => {
  await page.goto("/");
  // Without JavaScript the theme menu could not work: it is not shown at all.
  await expect(page.getByRole("button", { name: /^Theme/ })).toHaveCount(0);
  const trigger = page.getByRole("button", { name: "Open menu" });
  await trigger.click();
  await expect(drawer(page)).toBeVisible();
  for (const section of ["AI Services", "AI Pages", "Main Pages"]) {
    await expect(drawer(page).getByRole("heading", { name: section })).toBeVisible();
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
});
