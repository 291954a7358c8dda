import { type BrowserContext, type Page } from "@playwright/test";

import { listPublicPagesInAllLocales } from "../src/lib/pages";
import { test as base, expect, hydrateOnLoad } from "./support/fixtures";
import {
  AXE_SOURCE,
  CHROME_SELECTORS,
  expectNoAxeViolations,
  watchConsole,
} from "./support/page-checks";
import { localizedTemplateSamples, notFoundSamples, templateOfGroup } from "./support/templates";

/**
 * Every public page in every language, in a browser: its status, one h1, no axe violation and
 * no console error, in one of the four modes (1280 px or 390 px, dark or light theme), taken in
 * turn so that each mode covers a quarter of the pages, and in the phone modes no sideways
 * scroll at 320 px (WCAG 1.4.10); axe checks the page without its chrome
 * (header, drawer, footer: the same components everywhere). Each template's sample
 * (e2e/support/templates.ts), and the 404, with the chrome at 1280 px dark and 390 px light (the
 * home page and the form page in all four modes); on a phone each
 * sample but the long-form documents (legal documents, blog posts) is at most PHONE_MAX_HEIGHT
 * tall (issue 35: long rows scroll sideways, long lists open on demand). The links of every page are
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

/** The height no page but a long-form document reaches at 390 px (scripts/page-heights.mjs). */
const PHONE_MAX_HEIGHT = 6000;
const longFormTemplates = new Set(["legal document", "blog post"]);

/**
 * One browser context per mode and worker, its page reused from test to test (a new context and
 * page cost more than the page load and axe together), with axe-core evaluated by an init script
 * in every document it loads. A test that fails closes its page, so the next starts afresh.
 */
const test = base.extend<object, { pageIn: (mode: Mode) => Promise<Page> }>({
  pageIn: [
    async ({ browser }, provide) => {
      const contexts = new Map<string, BrowserContext>();
      const pages = new Map<string, Page>();
      await provide(async (mode) => {
        const key = `${mode.viewport} ${mode.theme}`;
        let context = contexts.get(key);
        if (!context) {
          context = await browser.newContext({
            viewport: viewports[mode.viewport],
            isMobile: mode.viewport === "phone",
            // No animation runs (globals.css honours the preference): an idle page left on the
            // home page would otherwise keep a core busy between tests, and axe reads a still page.
            reducedMotion: "reduce",
          });
          await context.addInitScript(
            (value) => localStorage.setItem("ui-theme", value),
            mode.theme,
          );
          await context.addInitScript({ content: AXE_SOURCE });
          contexts.set(key, context);
        }
        let page = pages.get(key);
        if (!page || page.isClosed()) {
          page = hydrateOnLoad(await context.newPage());
          pages.set(key, page);
        }
        return page;
      });
      for (const context of contexts.values()) await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * WCAG 1.4.10 (reflow): at 320 CSS pixels the page does not scroll sideways. On failure, names
 * the deepest visible elements that reach past the edge (not those stretched with the page),
 * then gives the page its phone width back.
 */
async function expectNoSidewaysScroll(page: Page, label: string) {
  await page.setViewportSize({ width: 320, height: 640 });
  try {
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      const wide = [...document.body.querySelectorAll<HTMLElement>("*")].filter((element) => {
        const box = element.getBoundingClientRect();
        const past = box.right > root.clientWidth + 1 || box.left < -1;
        return (
          past && box.width > 2 && box.width < root.scrollWidth - 1 && element.checkVisibility()
        );
      });
      return {
        width: root.scrollWidth,
        elements: wide
          .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
          .slice(0, 5)
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`,
          ),
      };
    });
    expect(overflow, `${label} at 320 px scrolls sideways`).toBeNull();
  } finally {
    await page.setViewportSize(viewports.phone);
  }
}

/**
 * A hero's calls to action on a phone: side by side (one top) or, stacked, of one width; never
 * stacked at the widths of their labels.
 */
async function expectEvenHeroButtons(page: Page, label: string) {
  const boxes = await page
    .locator("[data-hero-actions] > *")
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON()));
  if (boxes.length < 2) return;
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  const sideBySide = spread(boxes.map((box: DOMRect) => box.top)) <= 1;
  const sameWidth = spread(boxes.map((box: DOMRect) => box.width)) <= 1;
  expect(sideBySide || sameWidth, `${label}: hero buttons ${JSON.stringify(boxes)}`).toBe(true);
}

async function checkPage(
  pageIn: (mode: Mode) => Promise<Page>,
  path: string,
  mode: Mode,
  {
    status = 200,
    chrome = true,
    capHeight = false,
  }: { status?: number; chrome?: boolean; capHeight?: boolean } = {},
) {
  const page = await pageIn(mode);
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
    if (mode.viewport === "phone" && capHeight) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${label} is ${height} px tall`).toBeLessThanOrEqual(PHONE_MAX_HEIGHT);
    }
    if (mode.viewport === "phone") await expectEvenHeroButtons(page, label);
    if (mode.viewport === "phone") await expectNoSidewaysScroll(page, label);
    // The browser reports a 404 answer itself as a console error: anything else is a fault.
    const problems = consoleWatch
      .unexpected()
      .filter((problem) => status !== 404 || !/status of 404|failed response: 404/.test(problem));
    expect(problems, label).toEqual([]);
  } catch (error) {
    await page.close();
    throw error;
  } finally {
    consoleWatch.stop();
  }
}

const samplePaths = new Set(localizedTemplateSamples.map((sample) => sample.path));

listPublicPagesInAllLocales()
  .filter((page) => !samplePaths.has(page.path))
  .forEach(({ path }, index) => {
    const mode = modes[index % modes.length]!;
    test(`page ${path} (${mode.viewport}, ${mode.theme}): status, h1, axe, console`, async ({
      pageIn,
    }) => {
      await checkPage(pageIn, path, mode, { chrome: false });
    });
  });

/**
 * The modes a template's sample is checked in: what differs between the themes (colour, so
 * contrast) hardly depends on the width, and what differs between the widths (layout, the
 * drawer, height, reflow) hardly on the theme, so a sample is read at 1280 px dark and 390 px
 * light, as the screenshots are judged; the home page and the form page, which carry every
 * control of the chrome and the forms, in all four: 72 page loads where there were 128, about a
 * minute of the suite.
 */
const pairedModes = modes.filter(
  (mode) => (mode.viewport === "desktop") === (mode.theme === "dark"),
);
const FOUR_MODE_TEMPLATES = new Set(["home", "form page"]);
const modesOf = (template: string) => (FOUR_MODE_TEMPLATES.has(template) ? modes : pairedModes);

for (const { template, path } of localizedTemplateSamples) {
  for (const mode of modesOf(template)) {
    test(`template ${template}: ${path} (${mode.viewport}, ${mode.theme}): status, h1, axe, console`, async ({
      pageIn,
    }) => {
      await checkPage(pageIn, path, mode, { capHeight: !longFormTemplates.has(template) });
    });
  }
}

for (const path of notFoundSamples) {
  for (const mode of pairedModes) {
    test(`template 404: ${path} (${mode.viewport}, ${mode.theme}): status, h1, axe, console`, async ({
      pageIn,
    }) => {
      await checkPage(pageIn, path, mode, { status: 404 });
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
      .filter((page) => /^(blog|help)-|^case-study$/.test(page.group))
      .map((page) => page.group),
  );
  expect([...collections].filter((group) => !sampled.has(group))).toEqual([]);
});

test("each group that a template stands for holds that template's samples", () => {
  const groupOf = new Map(listPublicPagesInAllLocales().map((page) => [page.path, page.group]));
  const misplaced = Object.entries(templateOfGroup).flatMap(([group, template]) =>
    localizedTemplateSamples
      .filter((sample) => sample.template === template && groupOf.get(sample.path) !== group)
      .map((sample) => `${template}: ${sample.path} is not in ${group}`),
  );
  expect(misplaced).toEqual([]);
  expect(Object.keys(templateOfGroup).length).toBeGreaterThan(5);
});
