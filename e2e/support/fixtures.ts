import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Pre-rendered pages load the framework's scripts after their first paint
 * (scripts/lib/paint-first.mjs), so the load event can come before hydration. Until then a click
 * on a client component (a menu button) does nothing, as it would for a visitor tapping that early.
 * The header sets html[data-hydrated] once its controls work.
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
