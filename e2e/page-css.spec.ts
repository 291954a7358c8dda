import { expect, test } from "@playwright/test";

import { buildLayout, pageModes } from "../src/lib/build/build-output.mjs";

/**
 * CSS per page (scripts/lib/page-css.mjs): a pre-rendered page without the framework carries the
 * rules it can use inline, in place of the site's stylesheet; a page with the runtime (the ones
 * rendered per request) keeps the stylesheet. Whether the inline rules style the page exactly as
 * the stylesheet does is `node scripts/page-css-check.mjs` (docs/build.md#css-per-page).
 */
const modes = pageModes(buildLayout());
const ownCssRoutes = Object.entries(modes)
  .filter(([, mode]) => mode.mode === "static" || mode.mode === "islands")
  .map(([route]) => route)
  .filter((route) => route !== "/_not-found");

const INLINE_CSS = /<style data-page-css="[^"]+">([\s\S]*?)<\/style>/;
const ANY_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"/;

test("every page without the framework carries its own CSS and links no stylesheet", async ({
  request,
}) => {
  expect(ownCssRoutes.length).toBeGreaterThan(100);
  const wrong: string[] = [];
  const urls = new Set<string>();
  for (const path of ownCssRoutes) {
    const html = await (await request.get(path)).text();
    const css = INLINE_CSS.exec(html)?.[1];
    if (!css || STYLESHEET.test(html)) wrong.push(path);
    for (const [, style] of html.matchAll(ANY_STYLE)) {
      for (const match of style!.matchAll(/url\(\s*["']?([^"')]+)/g)) urls.add(match[1]!);
    }
  }
  expect(wrong).toEqual([]);
  // The files its inline styles name (the typefaces) resolve from any page: absolute URLs.
  expect(urls.size).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url, url).toMatch(/^\//);
    expect((await request.get(url)).status(), url).toBe(200);
  }
});

test("a page rendered per request keeps the site's stylesheet", async ({ request }) => {
  for (const path of ["/help/search?q=api", "/ar/help/search?q=api"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(STYLESHEET);
    expect(html, path).not.toMatch(INLINE_CSS);
  }
});

for (const path of ["/", "/ar/pricing", "/blog"]) {
  test(`${path}: requests no stylesheet, and its typeface loads from its inline rules`, async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.goto(path);
    const faces = await page.evaluate(async () =>
      (await document.fonts.load('1em "Inter Subset"')).map((face) => face.status),
    );
    expect(faces).toEqual(["loaded"]);
    expect(stylesheets).toEqual([]);
  });
}
