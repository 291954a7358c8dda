import { test as base, type BrowserContext, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Pre-rendered pages load the framework's scripts after their first paint
 * (scripts/lib/paint-first.mjs), so the load event can come before hydration. Until then a click
 * on a client component (a menu button) does nothing, as it would for a visitor tapping that early.
 * html[data-hydrated] is set once the page's controls work: by the header on a page with the
 * framework; on a page with islands, by the islands' entry once every island is armed (hydrated
 * on its first interaction, which is held and replayed: src/components/islands/arm.ts), so an
 * island may still be dehydrated then (its element's data-island-state says).
 */
async function waitForHydration(page: Page) {
  const deferred = await page.locator("script[data-paint-first]").count();
  if (deferred > 0) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Makes page.goto and page.reload, when they wait for the load event (the default), return once
 * an HTML page is also hydrated. For pages with JavaScript on only; waitUntil "commit" or
 * "domcontentloaded" does not wait.
 */
export function hydrateOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (
    response: Awaited<ReturnType<Page["goto"]>>,
    waitUntil: string | undefined,
  ) => {
    const html = response?.headers()["content-type"]?.startsWith("text/html");
    if (html && (waitUntil ?? "load") !== "commit" && waitUntil !== "domcontentloaded") {
      await waitForHydration(page);
    }
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settle(await reload(options), options?.waitUntil);
  return page;
}

/** `test` whose `page` waits for hydration after navigating (see hydrateOnLoad). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) hydrateOnLoad(page);
    await provide(page);
  },
});

interface PooledPage {
  context: BrowserContext;
  page: Page;
}

/**
 * `test` (waiting for hydration like the one above) whose `page` is kept from test to test within
 * a worker, one per set of context options (viewport, JavaScript on or off, phone). A new context
 * and page cost a browser process: 0.9 s of CPU on two cores, 2.6 s with its first page load,
 * against 0.6 s for a page load in an open page (`node scripts/browser-costs.mjs`, 2026-11-27).
 * For specs whose tests only open pages and use them: between tests the page loses its listeners, routes, cookies and storage, and gets its
 * viewport and media back; a test that fails, closes the page or opens another takes its context
 * with it, so the next starts afresh. A test that adds init scripts, installs a clock or
 * changes permissions (which cannot be undone) uses `test` and a page of its own.
 */
export const pooledTest = base.extend<
  { waitForHydration: boolean },
  { pagePool: Map<string, PooledPage> }
>({
  /** false: page.goto returns at the load event, as Playwright's own (for HTML-first checks). */
  waitForHydration: [true, { option: true }],
  pagePool: [
    async ({}, provide) => {
      const pool = new Map<string, PooledPage>();
      await provide(pool);
      for (const { context } of pool.values()) await context.close();
    },
    { scope: "worker" },
  ],
  // Playwright reads a fixture's dependencies from its destructured parameter (a rest element is
  // refused), so the context options are named here and again in `options`.
  page: async (
    {
      pagePool,
      browser,
      baseURL,
      viewport,
      javaScriptEnabled,
      isMobile,
      hasTouch,
      colorScheme,
      reducedMotion,
      waitForHydration,
    },
    provide,
    testInfo,
  ) => {
    const options = {
      baseURL,
      viewport,
      javaScriptEnabled,
      isMobile,
      hasTouch,
      colorScheme,
      reducedMotion,
    };
    const key = JSON.stringify({ ...options, waitForHydration });
    let entry = pagePool.get(key);
    if (!entry || entry.page.isClosed()) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const hydrating = javaScriptEnabled !== false && waitForHydration;
      entry = { context, page: hydrating ? hydrateOnLoad(page) : page };
      pagePool.set(key, entry);
    }
    const { context, page } = entry;
    await provide(page);
    if (
      testInfo.status !== testInfo.expectedStatus ||
      page.isClosed() ||
      context.pages().length > 1
    ) {
      pagePool.delete(key);
      await context.close();
      return;
    }
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.clearCookies();
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({
      media: null,
      colorScheme: colorScheme ?? null,
      reducedMotion: reducedMotion ?? null,
    });
    if (javaScriptEnabled !== false && baseURL && page.url().startsWith(baseURL)) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
  },
});

/**
 * `pooledTest` whose goto returns at the load event, as Playwright's own does: for the checks of
 * what works before hydration (the header's HTML controls, static pages, the language switch).
 */
export const pooledHtmlFirstTest = pooledTest.extend({ waitForHydration: false });
