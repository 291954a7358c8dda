import { expect, test } from "@playwright/test";

import { buildLayout, pageModes } from "../src/lib/build/build-output.mjs";
import { watchConsole } from "./support/page-checks";
import { publicPages } from "./support/pages";

/**
 * Pages with React islands ship no framework (scripts/lib/islands.mjs): each island is hydrated
 * on its own by the islands' entry, without Next's client router and runtime. These tests fail
 * when such a page loads a file of the framework, when an island does not hydrate, or when the
 * hydration reports a mismatch, an error or a CSP violation.
 */
const modes = pageModes(buildLayout());
const islandRoutes = Object.entries(modes)
  .filter(([, mode]) => mode.mode === "islands")
  .map(([route]) => route);

/** The framework's scripts: Next's chunks and runtime (not the islands' own bundle). */
const FRAMEWORK_SCRIPT = /\/_next\/static\/(?!islands\/)/;

test("every pre-rendered page with an island is emitted without the framework", async ({
  request,
}) => {
  // The pages of every island kind are among them, in both languages.
  for (const path of ["/ai-services/models", "/blog", "/help"]) {
    expect(islandRoutes, path).toContain(path);
    expect(islandRoutes, path).toContain(`/ar${path}`);
  }
  const prerendered = publicPages.filter((page) => page.path in modes);
  const wrong: string[] = [];
  for (const { path } of prerendered) {
    const html = await (await request.get(path)).text();
    const hasIsland = /<div\b[^>]*\sdata-island="/.test(html);
    const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
    const framework = scripts.some((src) => FRAMEWORK_SCRIPT.test(src)) || /__next_f/.test(html);
    if (hasIsland !== (modes[path]?.mode === "islands") || (hasIsland && framework)) {
      wrong.push(`${path} (${modes[path]?.mode})`);
    }
  }
  expect(wrong).toEqual([]);
});

// A page of each island, in each language (the hydrated behaviour of each is in its own spec).
for (const path of [
  "/ai-services/models",
  "/ar/ai-services/models",
  "/blog",
  "/ar/blog",
  "/help",
  "/ar/help",
]) {
  test(`${path}: its islands hydrate without the framework's router or runtime`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const problems = watchConsole(page);
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("html[data-islands]")).toHaveCount(1);
    // Each island hydrates once it is in view (src/components/islands/arm.ts): scrolled to, all do.
    const islands = page.locator("[data-island]");
    for (const island of await islands.all()) {
      await island.evaluate((element) => element.firstElementChild?.scrollIntoView());
      await expect(island).toHaveAttribute("data-island-state", "hydrated");
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((src) => FRAMEWORK_SCRIPT.test(src))).toEqual([]);
    // Next's client sets window.next and its router's history state; neither is there.
    expect(await page.evaluate(() => "next" in window)).toBe(false);
    expect(problems.unexpected()).toEqual([]);
  });
}
