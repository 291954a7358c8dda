import { type Browser } from "@playwright/test";

import { listPublicPagesInAllLocales } from "../src/lib/pages";
import { expect, hydrateOnLoad, test } from "./support/fixtures";
import { CHROME_SELECTORS, expectNoAxeViolations, watchConsole } from "./support/page-checks";
import { localizedTemplateSamples, notFoundSamples } from "./support/templates";

/**
 * Every public page in every language, in a browser: its status, one h1, no axe violation and
 * no console error, in one of the four modes (1280 px or 390 px, dark or light theme), taken in
 * turn so that each mode covers a quarter of the pages; axe checks the page without its chrome
 * (header, drawer, footer: the same components everywhere). Each template's sample
 * (e2e/support/templates.ts), and the 404, in all four modes with the chrome. The links of every page are
 * checked from the server's HTML, without a browser (links.spec.ts); HTML validity by
 * scripts/validate-html.mjs.
 */
const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const modes = (["desktop", "phone"] as const).flatMap((viewport) =>
  (["dark", "light"] as const).map((theme) => ({ viewport, theme })),
);
type Mode = (typeof modes)[number];

async function checkPage(
  browser: Browser,
  path: string,
  mode: Mode,
  { status = 200, chrome = true }: { status?: number; chrome?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport: viewports[mode.viewport],
    isMobile: mode.viewport === "phone",
  });
  await context.addInitScript((value) => localStorage.setItem("ui-theme", value), mode.theme);
  const page = hydrateOnLoad(await context.newPage());
  const consoleWatch = watchConsole(page);
  const label = `${path} (${mode.viewport}, ${mode.theme})`;
  try {
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status(), label).toBe(status);
    await expect(page.locator("h1"), label).toHaveCount(1);
    await expect(page.locator("html"), label).toHaveClass(
      mode.theme === "dark" ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b).*/,
    );
    await expectNoAxeViolations(page, label, chrome ? [] : CHROME_SELECTORS);
    // The browser reports a 404 answer itself as a console error: anything else is a fault.
    const problems = consoleWatch
      .unexpected()
      .filter((problem) => status !== 404 || !/status of 404|failed response: 404/.test(problem));
    expect(problems, label).toEqual([]);
  } finally {
    await context.close();
  }
}

const samplePaths = new Set(localizedTemplateSamples.map((sample) => sample.path));

listPublicPagesInAllLocales()
  .filter((page) => !samplePaths.has(page.path))
  .forEach(({ path }, index) => {
    const mode = modes[index % modes.length]!;
    test(`page ${path} (${mode.viewport}, ${mode.theme}): status, h1, axe, console`, async ({
      browser,
    }) => {
      await checkPage(browser, path, mode, { chrome: false });
    });
  });

for (const { template, path } of localizedTemplateSamples) {
  for (const mode of modes) {
    test(`template ${template}: ${path} (${mode.viewport}, ${mode.theme}): status, h1, axe, console`, async ({
      browser,
    }) => {
      // Pages with thousands of highlighted tokens take axe a while on a busy machine.
      test.setTimeout(120_000);
      await checkPage(browser, path, mode);
    });
  }
}

for (const path of notFoundSamples) {
  for (const mode of modes) {
    test(`template 404: ${path} (${mode.viewport}, ${mode.theme}): status, h1, axe, console`, async ({
      browser,
    }) => {
      await checkPage(browser, path, mode, { status: 404 });
    });
  }
}

test("every collection of pages has a template sample", () => {
  const sampled = new Set(
    listPublicPagesInAllLocales()
      .filter((page) => samplePaths.has(page.path))
      .map((page) => page.group),
  );
  const collections = new Set(
    listPublicPagesInAllLocales()
      .filter((page) => /^(blog|help)-/.test(page.group))
      .map((page) => page.group),
  );
  expect([...collections].filter((group) => !sampled.has(group))).toEqual([]);
});
