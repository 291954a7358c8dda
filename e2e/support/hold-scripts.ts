import type { Page } from "@playwright/test";

/**
 * Holds back every framework or island script the page asks for (the `.js` files of
 * /_next/static/chunks/ and /_next/static/islands/;
 * the stylesheet there is let through: holding it would hold the first paint) until the test
 * calls `release()`, as on a network that has not delivered them yet. A gate, not a delay: the
 * checks meant for "before hydration" cannot run late on a busy machine and find it hydrated.
 * `released()` counts the scripts let through. A page that goes away leaves its requests unanswered.
 */
export async function holdFrameworkScripts(page: Page) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let released = 0;
  await page.route(/\/_next\/static\/(?:chunks|islands)\/.*\.js(\?|$)/, async (route) => {
    await gate;
    released += 1;
    // The page that asked may have gone by now (we navigated away): nothing to answer.
    await route.continue().catch(() => undefined);
  });
  return { released: () => released, release: () => open() };
}

/**
 * Waits until the page has drawn two frames and been idle once: by then a scroll has been
 * dispatched and handled, intersection observers have run and what they schedule for idle time
 * (Next.js's link prefetches) has been asked for. For checking that something did *not* happen.
 */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
        ),
      ),
  );
}
