#!/usr/bin/env node
// The visual check of CSS per page (scripts/lib/page-css.mjs), after a build: each page is loaded
// twice in Chromium, as served (its own rules inline) and with the site's stylesheet put back
// (restoreStylesheets, applied to the document's response in the browser), and every element's
// computed style (every property, and its ::before, ::after, ::marker, ::placeholder and
// ::backdrop) and box are compared, in light and dark, at 1280 and 390 px, and again after
// what scripts and islands change on the page: the drawer, the AI, Resources and theme menus, a theme
// switch, a scrolled header, tabs, a copy button, the carousel, the help search's results, the
// blog's filters and newsletter errors, the models list's states; /privacy and / also in print,
// and / with reduced motion. Any difference in a property or a box fails the check; custom
// properties are listed apart (the step drops those nothing on the page uses).
//
//   node scripts/page-css-check.mjs [--base URL] [--all] [/route ...]
//
// Without --base it starts the production server on 127.0.0.1:3320 with a throw-away data
// directory. --all checks every page the step rewrote (light at 1280, dark at 390) rather than
// the list below.
import { chromium } from "@playwright/test";

import { buildLayout, builtPages } from "../src/lib/build/build-output.mjs";
import { chromePath, chromiumArgs } from "./lib/chromium.mjs";
import { replacedStylesheets, restoreStylesheets } from "./lib/page-css.mjs";
import { startProductionServer } from "./lib/server.mjs";

/** localStorage key of the theme choice (THEME_STORAGE_KEY in src/config/storage.ts). */
const THEME_KEY = "ui-theme";
const ROUTES = [
  "/",
  "/services",
  "/pricing",
  "/contact",
  "/blog",
  "/help",
  "/ai-services",
  "/ai-services/models",
  "/api",
  "/docs",
  "/ar",
  "/ar/pricing",
  "/ar/contact",
];
const WIDTHS = [1280, 390];
const THEMES = ["light", "dark"];

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? null : args.splice(at, 2)[1];
};
const all = args.includes("--all");
const givenBase = option("--base");
const routes = args.filter((arg) => arg.startsWith("/"));

/** Waits for the page to be still: fonts, islands hydrated, every animation at its end. */
async function still(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    if (document.querySelector("script[data-paint-first]")) {
      const deadline = Date.now() + 15_000;
      while (!document.documentElement.hasAttribute("data-hydrated") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Islands hydrate when they matter (src/components/islands/arm.ts): a pointerover, which
      // the islands' entry takes as the first interaction (and CSS does not see), hydrates each.
      const islands = Array.from(document.querySelectorAll("[data-island]"));
      for (const island of islands) {
        (island.firstElementChild ?? island).dispatchEvent(
          new PointerEvent("pointerover", { bubbles: true }),
        );
      }
      const settled = () =>
        islands.every((island) =>
          ["hydrated", "failed"].includes(island.getAttribute("data-island-state") ?? ""),
        );
      while (!settled() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) {
      // Transitions and finite animations at their end, endless ones (a skeleton's pulse) at 0.
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
      else {
        animation.pause();
        animation.currentTime = 0;
      }
    }
  });
}

/**
 * In the page: every element and pseudo-element with a hash of its computed properties, one of
 * its custom properties, and its box. With `detail`, the values of the elements it names as they
 * were at that snapshot (kept in the page: a state may have moved on since, a copy button's).
 */
function snapshot(detail) {
  if (detail) return detail.map((key) => [key, ...window.__pageCssSnapshot.get(key)]);
  const values = new Map();
  window.__pageCssSnapshot = values;
  const hash = (text) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return (h >>> 0).toString(36);
  };
  const pseudos = (element) => [
    "",
    "::before",
    "::after",
    ...(element.matches("li, summary") ? ["::marker"] : []),
    ...(element.matches("input, textarea") ? ["::placeholder"] : []),
    ...(element.matches("dialog[open], :popover-open") ? ["::backdrop"] : []),
  ];
  const rows = [];
  // The stylesheets themselves (the inline <style> or the links it replaced) are what differs.
  const elements = [...document.querySelectorAll("*")].filter(
    (element) => !element.matches("style[data-page-css], link[rel=stylesheet]"),
  );
  elements.forEach((element, index) => {
    for (const pseudo of pseudos(element)) {
      const key = `${index} ${element.tagName.toLowerCase()}${pseudo}`;
      const style = getComputedStyle(element, pseudo || null);
      // A ::before or ::after without content is not drawn: its content is all that counts.
      const drawn = !["::before", "::after"].includes(pseudo) || style.content !== "none";
      const own = [];
      const custom = [];
      if (drawn) {
        for (let i = 0; i < style.length; i += 1) {
          const name = style[i];
          (name.startsWith("--") ? custom : own).push(`${name}:${style.getPropertyValue(name)}`);
        }
      } else own.push(`content:${style.content}`);
      let box = "";
      if (!pseudo) {
        const rect = element.getBoundingClientRect();
        box = [rect.x, rect.y, rect.width, rect.height].map((n) => n.toFixed(2)).join(",");
      }
      values.set(key, [own, custom]);
      rows.push([key, hash(own.join(";")), hash(custom.join(";")), box]);
    }
  });
  return rows;
}

/** What differs between two snapshots: { structure, properties, boxes, custom }. */
function differences(served, restored) {
  const out = { structure: null, properties: [], boxes: [], custom: [] };
  if (served.length !== restored.length || served.some((row, i) => row[0] !== restored[i][0])) {
    const at = served.findIndex((row, i) => row[0] !== restored[i]?.[0]);
    out.structure = `the DOMs differ at ${served[at]?.[0]} / ${restored[at]?.[0]}`;
    return out;
  }
  served.forEach(([key, own, custom, box], i) => {
    if (own !== restored[i][1]) out.properties.push(key);
    if (custom !== restored[i][2]) out.custom.push(key);
    if (box !== restored[i][3]) out.boxes.push(`${key}: ${box} / ${restored[i][3]}`);
  });
  return out;
}

/** The values that differ for the elements named, as "key prop: served / restored". */
function describe(served, restored) {
  const lines = [];
  served.forEach(([key, own, custom], i) => {
    const other = new Map(
      [...restored[i][1], ...restored[i][2]].map((entry) => {
        const colon = entry.indexOf(":");
        return [entry.slice(0, colon), entry.slice(colon + 1)];
      }),
    );
    const mine = new Map(
      [...own, ...custom].map((entry) => {
        const colon = entry.indexOf(":");
        return [entry.slice(0, colon), entry.slice(colon + 1)];
      }),
    );
    for (const name of new Set([...mine.keys(), ...other.keys()])) {
      if (mine.get(name) !== other.get(name)) {
        lines.push(
          `${key} ${name}: ${mine.get(name) ?? "(none)"} / ${other.get(name) ?? "(none)"}`,
        );
      }
    }
  });
  return lines;
}

const click = (selector) => async (page) => {
  await page.locator(selector).first().click();
};
/** Interactions, each done alike on both loads before they are compared. */
const SCENARIOS = [
  {
    route: "/",
    name: "drawer open",
    width: 390,
    act: click('button[commandfor="site-drawer"][command="show-modal"]'),
  },
  {
    route: "/",
    name: "theme menu open",
    act: click('button[popovertarget="theme-menu-header"]'),
  },
  {
    route: "/",
    name: "theme switched from the menu",
    act: async (page) => {
      await page.locator('button[popovertarget="theme-menu-header"]').click();
      const current = await page.evaluate(() =>
        document.documentElement.classList.contains("dark"),
      );
      await page
        .locator(`#theme-menu-header button[data-theme-choice="${current ? "light" : "dark"}"]`)
        .click();
    },
  },
  { route: "/", name: "AI menu open", act: click('button[popovertarget="ai-menu"]') },
  {
    route: "/ar",
    name: "Resources menu open",
    act: click('button[popovertarget="resources-menu"]'),
  },
  {
    route: "/",
    name: "scrolled header",
    act: async (page) => {
      await page.mouse.wheel(0, 600);
      await page.waitForSelector('header[data-site-header][data-scrolled="true"]');
    },
  },
  { route: "/", name: "print", media: "print" },
  { route: "/", name: "reduced motion", reducedMotion: "reduce" },
  { route: "/privacy", name: "print", media: "print" },
  { route: "/api", name: "second tab", act: click('[data-tabs] [role="tab"]:nth-child(2)') },
  {
    route: "/docs",
    name: "code copied",
    act: async (page) => {
      await page.locator("button[data-copy-code]").first().click();
      await page.waitForSelector("button[data-copy-state]");
    },
  },
  { route: "/ai-services", name: "carousel moved", act: click("[data-carousel-step='1']") },
  {
    route: "/help",
    name: "search results",
    act: async (page) => {
      await page.getByRole("search").getByRole("searchbox").fill("invoices");
      await page.getByRole("list", { name: /Search results/ }).waitFor();
    },
  },
  {
    route: "/help",
    name: "search without results",
    act: async (page) => {
      await page.getByRole("search").getByRole("searchbox").fill("zqxjkv");
      await page.getByRole("status").filter({ hasText: "zqxjkv" }).waitFor();
    },
  },
  {
    route: "/blog",
    name: "newsletter errors",
    act: async (page) => {
      const form = page.getByRole("form", { name: "Newsletter sign-up" });
      await form.getByRole("button").click();
      await page.waitForSelector('[aria-invalid="true"]');
    },
  },
  {
    route: "/blog",
    name: "filter and load more",
    act: async (page) => {
      await page
        .getByRole("navigation", { name: /categor/i })
        .getByRole("link")
        .nth(1)
        .click();
      await page.waitForTimeout(300);
    },
  },
  { route: "/ai-services/models", name: "models listed", wait: 'ul[aria-label="AI models"] h3' },
  { route: "/ai-services/models", name: "models failed", fixture: "error" },
  { route: "/ai-services/models", name: "no models", fixture: "empty" },
  {
    route: "/contact",
    name: "empty form sent",
    act: async (page) => {
      await page.locator("main form button[type=submit]").first().click();
      await page.waitForSelector('[aria-invalid="true"]');
    },
  },
  {
    route: "/ar/contact",
    name: "empty form sent",
    act: async (page) => {
      await page.locator("main form button[type=submit]").first().click();
      await page.waitForSelector('[aria-invalid="true"]');
    },
  },
];

/** Loads `route` as served or with the stylesheet restored, does `scenario.act`, snapshots. */
async function load(browser, base, route, { theme, width, restored, scenario = {} }) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: scenario.reducedMotion ?? "no-preference",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await context.addInitScript(
    ({ key, theme, fixture }) => {
      localStorage.setItem(key, theme);
      if (fixture) window.__cedarwaveModelsFixture = fixture;
      // The carousel holds still while hovered: both loads show the same slide.
      document.addEventListener("DOMContentLoaded", () =>
        setTimeout(() =>
          document
            .querySelectorAll("section[data-carousel]")
            .forEach((section) => section.dispatchEvent(new MouseEvent("mouseenter"))),
        ),
      );
    },
    { key: THEME_KEY, theme, fixture: scenario.fixture ?? null },
  );
  const page = await context.newPage();
  const failures = [];
  if (restored) {
    await page.route(`${base}${route}`, async (request) => {
      const response = await request.fetch();
      await request.fulfill({ response, body: restoreStylesheets(await response.text()) });
    });
  }
  if (scenario.media) await page.emulateMedia({ media: scenario.media });
  // Once to fill the cache: Inter is `font-display: optional`, and a first load on a busy
  // machine may lay the page out before the font arrives, in one load and not the other.
  await page.goto(`${base}${route}`);
  await still(page);
  page.on("response", (response) => {
    // Not the document's own status: the 404 page answers 404.
    if (response.status() >= 400 && response.request().resourceType() !== "document") {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  // Not the requests a navigation cancels (ERR_ABORTED): a missing file answers 404 above.
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    if (!error.includes("ERR_ABORTED")) failures.push(`${error} ${request.url()}`);
  });
  await page.goto(`${base}${route}`);
  const inline = await page.locator("style[data-page-css]").count();
  await still(page);
  if (scenario.wait) await page.waitForSelector(scenario.wait);
  // The models list (an island) shows its loading state for a second: both loads wait it out.
  await page.waitForFunction(
    () => !document.querySelector('[data-island="models-loader"] [aria-busy="true"]'),
  );
  if (scenario.act) await scenario.act(page);
  // Chromium can keep reporting an `auto` margin's value from the page's first layout (0 rather
  // than 256 px, at random, on Arabic posts) until the element is laid out again: a resize does.
  const viewport = page.viewportSize();
  if (viewport) {
    await page.setViewportSize({ ...viewport, width: viewport.width + 1 });
    await page.setViewportSize(viewport);
  }
  await still(page);
  // At once: what a script changes for a while (a copied code sample) is still there.
  const rows = await page.evaluate(snapshot);
  return { context, page, failures, inline, rows };
}

async function compare(browser, base, route, options) {
  const served = await load(browser, base, route, { ...options, restored: false });
  const restored = await load(browser, base, route, { ...options, restored: true });
  try {
    const [a, b] = [served.rows, restored.rows];
    const found = differences(a, b);
    const named = [...new Set([...found.properties, ...found.custom])];
    const details =
      found.properties.length > 0
        ? describe(
            await served.page.evaluate(snapshot, found.properties),
            await restored.page.evaluate(snapshot, found.properties),
          ).filter((line) => !line.split(" ")[2]?.startsWith("--"))
        : [];
    const customNames =
      found.custom.length > 0
        ? [
            ...new Set(
              describe(
                await served.page.evaluate(snapshot, found.custom.slice(0, 50)),
                await restored.page.evaluate(snapshot, found.custom.slice(0, 50)),
              )
                .map((line) => line.split(" ")[2]?.replace(/:$/, ""))
                .filter((name) => name?.startsWith("--")),
            ),
          ]
        : [];
    return {
      elements: a.length,
      inline: served.inline,
      ...found,
      named,
      details,
      customNames,
      failures: [...served.failures, ...restored.failures],
    };
  } finally {
    await served.context.close();
    await restored.context.close();
  }
}

const server = givenBase ? null : await startProductionServer({ port: 3320 });
const base = givenBase ?? server.base;
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const runs = [];
if (all) {
  for (const page of builtPages(buildLayout())) {
    if (replacedStylesheets(page.html).length === 0) continue;
    runs.push({ route: page.route, theme: "light", width: 1280 });
    runs.push({ route: page.route, theme: "dark", width: 390 });
  }
} else {
  for (const route of routes.length > 0 ? routes : ROUTES) {
    for (const theme of THEMES) for (const width of WIDTHS) runs.push({ route, theme, width });
  }
  for (const scenario of SCENARIOS) {
    if (routes.length > 0 && !routes.includes(scenario.route)) continue;
    for (const theme of THEMES) {
      runs.push({ route: scenario.route, theme, width: scenario.width ?? 1280, scenario });
    }
  }
}

let failed = 0;
const customSeen = new Set();
try {
  for (const run of runs) {
    const label = `${run.route} ${run.theme} ${run.width} px${run.scenario ? ` (${run.scenario.name})` : ""}`;
    // A difference is looked at again with fresh loads: what differs by timing alone (Inter is
    // `font-display: optional`, and a busy machine may lay a page out before it arrives) goes
    // away, what the CSS changes does not. A second try is said.
    let result = await compare(browser, base, run.route, run);
    let retried = "";
    if (result.structure || result.properties.length || result.boxes.length) {
      const first = result;
      result = await compare(browser, base, run.route, run);
      retried = ` (on a second try: the first differed in ${first.properties.length} styles and ${first.boxes.length} boxes)`;
    }
    // Sizes follow from other properties: the lines that are not sizes come first, as causes.
    const size =
      /^\S+ \S+ (block-size|inline-size|height|width|min-|max-|perspective-origin|transform-origin|grid-template-)/;
    const details = [
      ...result.details.filter((line) => !size.test(line)),
      ...result.details.filter((line) => size.test(line)),
    ];
    const problems = [
      ...(result.structure ? [result.structure] : []),
      ...details.slice(0, 30),
      ...result.boxes.slice(0, 10).map((line) => `box ${line}`),
      ...result.failures.map((line) => `request ${line}`),
    ];
    for (const name of result.customNames) customSeen.add(name);
    const mode = result.inline > 0 ? "inline CSS" : "site stylesheet";
    if (problems.length > 0) {
      failed += 1;
      console.log(`✗ ${label}: ${mode}, ${result.elements} styles compared`);
      for (const line of problems) console.log(`    ${line}`);
    } else {
      console.log(
        `✓ ${label}: ${mode}, ${result.elements} styles equal` +
          (result.custom.length > 0
            ? `; custom properties differ on ${result.custom.length}`
            : "") +
          retried,
      );
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
if (customSeen.size > 0) {
  console.log(
    `Custom properties dropped (set on the page, used by no rule it keeps): ${[...customSeen].sort().join(" ")}`,
  );
}
console.log(`${runs.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
