import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { localeOfPath, locales, localizeHref } from "../src/config/locales";
import { isNotFoundDocument } from "../src/config/not-found.mjs";
import { buildLayout, pageModes } from "../src/lib/build/build-output.mjs";
import { copyIn } from "../src/lib/i18n/catalogs";
import { localizedRoute } from "../src/lib/i18n/routes";
import { pooledHtmlFirstTest as pooled } from "./support/fixtures";
import { watchConsole } from "./support/page-checks";
import { publicPages } from "./support/pages";
import { localizedTemplateSamples } from "./support/templates";

/**
 * Pages the build step made static (scripts/lib/static-pages.mjs) ship no framework JavaScript:
 * with JavaScript on, opening one requests no script file at all, nothing is blocked by the CSP,
 * and the controls every page has work through our inline script alone: the drawer at 390 px,
 * the AI dropdown at 1280 px, the theme menu. Plain Playwright `test`: there is no hydration to
 * wait for.
 */
const modes = pageModes(buildLayout());
// Every static page in both languages is checked from its HTML (no script file, marked static),
// and in a browser by routes.spec.ts (no console error, which a CSP violation is). The controls
// every page shares (drawer, AI dropdown, theme menu) are the same header and the same inline
// script on every page: they are tried in a browser on the first static template sample
// (e2e/support/templates.ts) of each language.
const staticPaths = Object.entries(modes)
  .filter(([, mode]) => mode.mode === "static")
  .map(([route]) => route)
  .filter((route) => !route.startsWith("/_") && !isNotFoundDocument(route));
const sampledStaticPaths = locales.map((locale) => {
  const sample = localizedTemplateSamples.find(
    (sample) => sample.locale === locale && modes[sample.path]?.mode === "static",
  );
  if (!sample) throw new Error(`No static template sample in ${locale}`);
  return sample.path;
});

/**
 * Script files the page requested, and the errors, CSP violations and failed responses it
 * reported (watchConsole, the same watch as routes.spec's).
 */
function watch(page: Page) {
  const scripts: string[] = [];
  const sprite: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if (new URL(request.url()).pathname === "/icons.svg") sprite.push(request.url());
  });
  const consoleWatch = watchConsole(page);
  return {
    scripts,
    sprite,
    get problems() {
      return consoleWatch.unexpected();
    },
  };
}

test("the build made the pages without islands static, and the pages with islands framework-free", () => {
  // Every public page is pre-rendered (the form pages too: server.mjs puts their token in), and
  // each is one or the other. The ones with islands say which.
  const perRequest = publicPages.filter((page) => !(page.path in modes)).map((page) => page.path);
  expect(perRequest).toEqual([]);
  for (const page of publicPages.filter((page) => page.path in modes)) {
    expect(modes[page.path]?.mode, page.path).toMatch(/^(static|islands)$/);
  }
  // /api, /ai-services and /signin: their tabs, carousel and form are HTML and the inline script
  // (tabs-script.ts, carousel-script.ts, sign-in-script.ts).
  for (const path of [
    "/",
    "/services",
    "/pricing",
    "/privacy",
    "/team",
    "/docs",
    "/api",
    "/ar/api",
    "/ai-services",
    "/ar/ai-services",
    "/signin",
    "/ar/signin",
  ]) {
    expect(modes[path]?.mode, path).toBe("static");
  }
  for (const [path, island] of [
    ["/ai-services/models", "models-loader"],
    ["/blog", "blog-explorer"],
    ["/blog", "form-renderer"],
    ["/help", "site-search"],
  ] as const) {
    expect(modes[path]?.mode, path).toBe("islands");
    expect(modes[path]?.reason, path).toContain(island);
  }
});

test("every static page, in every language, is marked static and loads no script file", async ({
  request,
}) => {
  expect(staticPaths.length).toBeGreaterThan(100);
  const withScripts: string[] = [];
  for (const path of staticPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    if (!/<html\b[^>]*\sdata-static/.test(html) || /<script\b[^>]*\ssrc=/.test(html)) {
      withScripts.push(path);
    }
  }
  expect(withScripts).toEqual([]);
});

test("every pre-rendered page draws its icons from symbols in the page, not the sprite", async ({
  request,
}) => {
  const prerendered = Object.entries(modes)
    .filter(([route, mode]) => mode.mode !== "runtime" && !route.startsWith("/_"))
    .map(([route]) => route)
    .filter((route) => !isNotFoundDocument(route));
  expect(prerendered.length).toBeGreaterThan(200);
  const problems: string[] = [];
  let drawn = 0;
  for (const path of prerendered) {
    const html = await (await request.get(path)).text();
    const ids = new Set(Array.from(html.matchAll(/<symbol id="([\w-]+)"/g), (match) => match[1]));
    for (const [, href] of html.matchAll(/<use href="([^"]*)"/g)) {
      if (!href?.startsWith("#") || !ids.has(href.slice(1))) problems.push(`${path}: ${href}`);
      else drawn += 1;
    }
  }
  expect(problems).toEqual([]);
  expect(drawn).toBeGreaterThan(prerendered.length);
});

for (const path of sampledStaticPaths) {
  test(`${path}: no script file, and the drawer, the AI and Resources menus and the theme menu work`, async ({
    browser,
  }) => {
    const locale = localeOfPath(path);
    const copy = copyIn(locale, "ui").layoutCopy;
    const customAi = localizedRoute("/services/custom-ai", locale).label;
    const apiReference = localizedRoute("/api", locale).label;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const seen = watch(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html[data-static]")).toHaveCount(1);
    expect(await page.locator("script[src]").count()).toBe(0);
    // Its icons are drawn from the page's own symbols: the sprite is not fetched, and they show.
    const icon = page.locator("header svg.icon").filter({ visible: true }).first();
    await expect(icon).toBeVisible();
    expect((await icon.boundingBox())?.width).toBeGreaterThan(0);

    await page.getByRole("button", { name: copy.drawer.open }).click();
    const drawer = page.getByRole("dialog", { name: copy.drawer.title });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: copy.drawer.open })).toBeFocused();

    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole("navigation", { name: copy.mainNavLabel });
    const ai = nav.getByRole("button", { name: copy.menus.ai, exact: true });
    await ai.click();
    await expect(ai).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: customAi })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: customAi })).toBeHidden();
    const resources = nav.getByRole("button", { name: copy.menus.resources, exact: true });
    await resources.click();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: apiReference })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(resources).toBeFocused();

    const dark = (await page.locator("html").getAttribute("class"))?.includes("dark");
    const { options } = copy.theme;
    // The button is named by the current choice ("Theme: Dark"): match its prefix.
    const prefix = copy.theme.triggerLabel("");
    await page.getByRole("button", { name: new RegExp(`^${prefix}`) }).click();
    await page
      .getByRole("menu", { name: copy.theme.menuLabel })
      .getByRole("menuitemradio", { name: dark ? options.light : options.dark })
      .click();
    await expect(page.locator("html")).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);

    expect(seen.scripts, "script files requested").toEqual([]);
    expect(seen.sprite, "the icon sprite requested").toEqual([]);
    expect(seen.problems, "errors or CSP violations").toEqual([]);
    await context.close();
  });
}

test.describe("at the seam between static and React pages", () => {
  pooled("static → islands → static by links, back and forward", async ({ page }) => {
    const seen = watch(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    await expect(page.locator("html[data-static]")).toHaveCount(1);
    // To a page with islands: a full load that brings React (not the framework): it hydrates.
    await page.getByRole("contentinfo").locator('a[href="/blog"]').click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("html[data-islands]")).toHaveCount(1);
    // On to a static page: no client router, so a full load of the static page.
    await page.getByRole("contentinfo").locator('a[href="/pricing"]').click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html[data-static]")).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("html[data-static]")).toHaveCount(1);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(seen.problems).toEqual([]);
  });

  pooled("the skip link moves focus to the main content of a static page", async ({ page }) => {
    await page.goto("/privacy");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  pooled("a scrolled static page keeps its position through back and forward", async ({ page }) => {
    await page.goto("/privacy");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    await page.goto("/terms");
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.waitForFunction(() => window.scrollY === 1200);
  });

  // In both languages: the Arabic one is server.mjs's answer with the pre-rendered document.
  for (const path of ["/no-such-page", "/ar/no-such-page"]) {
    pooled(
      `an unknown path answers the static 404 page, with its links (${path})`,
      async ({ page }) => {
        const seen = watch(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator("html[data-static]")).toHaveCount(1);
        expect(seen.scripts).toEqual([]);
        await page.getByRole("main").getByRole("link").first().click();
        const home = localizeHref("/", localeOfPath(path));
        await expect(page).toHaveURL((url) => url.pathname === home);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The browser reports the 404 status itself as a console error: anything else is a fault.
        const problems = seen.problems.filter(
          (problem) => !/status of 404|^failed response: 404 \S*\/no-such-page$/.test(problem),
        );
        expect(problems, "errors or CSP violations").toEqual([]);
      },
    );
  }
});

test.describe("Speculation Rules", () => {
  test("a link rested on is prefetched, and following it uses the prefetch", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    const supported = await page.evaluate(() => HTMLScriptElement.supports?.("speculationrules"));
    expect(supported, "this Chromium runs Speculation Rules").toBe(true);
    // Chromium reports each speculative load's progress through the DevTools protocol: wait
    // until /privacy is prefetched (or prerendered) rather than for a fixed time.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Preload.enable");
    const prefetched = new Promise<void>((resolve) => {
      const onUpdate = (event: { key: { url: string }; status: string }) => {
        if (event.status === "Ready" && new URL(event.key.url).pathname === "/privacy") resolve();
      };
      cdp.on("Preload.prefetchStatusUpdated", onUpdate);
      cdp.on("Preload.prerenderStatusUpdated", onUpdate);
    });
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await link.hover();
    await expect(prefetched, "/privacy prefetched after the hover").resolves.toBeUndefined();
    await link.click();
    await expect(page).toHaveURL(/\/privacy$/);
    const delivery = await page.evaluate(
      () =>
        (
          performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
            deliveryType?: string;
          }
        ).deliveryType,
    );
    expect(delivery).toMatch(/^navigational-prefetch$|^prerender$/);
  });

  pooled("the inbox is never prefetched", async ({ page }) => {
    await page.goto("/services");
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? "{}",
    );
    expect(JSON.stringify(rules.prefetch)).toContain("/admin");
  });
});

test("a static page and its scripts are sent as the build compressed them, and revalidated", async ({
  baseURL,
}) => {
  const built = readFileSync(path.join(buildLayout().appDir, "services.html"), "utf8");
  const etags = new Set<string>();
  for (const encoding of ["br", "gzip"]) {
    // Node's fetch decodes the body and keeps the header that says how it came.
    const response = await fetch(`${baseURL}/services`, {
      headers: { "accept-encoding": encoding },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(await response.text()).toBe(built);
    const etag = response.headers.get("etag") ?? "";
    etags.add(etag);
    const again = await fetch(`${baseURL}/services`, {
      headers: { "accept-encoding": encoding, "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  }
  expect(etags.size).toBe(2);
  const script = /"(\/_next\/static\/islands\/entry-[^"]+\.js)"/.exec(
    readFileSync(path.join(buildLayout().appDir, "blog.html"), "utf8"),
  )?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(`${baseURL}${script}`, { headers: { "accept-encoding": "br" } });
  expect(asset.headers.get("content-encoding")).toBe("br");
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await asset.text()).toBe(
    readFileSync(path.join(buildLayout().staticDir, script!.replace("/_next/static/", "")), "utf8"),
  );
});
