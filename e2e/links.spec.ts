import { localeOfPath, locales, localizeHref } from "../src/config/locales";
import { routes } from "../src/config/routes";
import { listPublicPagesInAllLocales } from "../src/lib/pages";
import { crawl, walkLinks, type CrawledPage } from "./support/crawl";
import { expect, test } from "./support/fixtures";

/**
 * The site's link graph, from the HTML the server sends (no browser: what a visitor without
 * JavaScript and a search engine follow). Every link of every public page answers 200, every
 * fragment link names an element of its target, and every registry route and public page is
 * reached from the home page of its language by following links. The browser half of the
 * no-JavaScript walk (visible links, the drawer, dead controls) is no-js-navigation.spec.ts.
 */
const publicPaths = listPublicPagesInAllLocales().map((page) => page.path);

/** Paths that are files, feeds and images rather than pages: fetched for their status only. */
const isPage = (path: string) => !/\.[a-z0-9]+(\?|$)/i.test(path) && !path.startsWith("/og/");

/**
 * The answers the first test fetched (every public page and every link target), which the walks
 * below reuse rather than fetch every page again: one sweep of the site rather than three. A walk
 * run without them (another worker, or the first test failed) fetches what it needs.
 */
const crawled = new Map<string, CrawledPage>();

test("every link of every public page answers 200, and every fragment names an element", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const pages = await crawl(request, publicPaths);
  for (const path of publicPaths) expect(pages.get(path)?.status, path).toBe(200);

  const linkedFrom = new Map<string, string>();
  for (const page of pages.values()) {
    for (const link of page.links) if (!linkedFrom.has(link)) linkedFrom.set(link, page.path);
  }
  const targets = await crawl(
    request,
    [...linkedFrom.keys()].filter((link) => !pages.has(link)),
  );
  const all = new Map<string, CrawledPage>([...pages, ...targets]);
  for (const [path, page] of all) crawled.set(path, page);
  const broken = [...linkedFrom]
    .filter(([link]) => all.get(link)?.status !== 200)
    .map(([link, from]) => `${link} (${all.get(link)?.status}) on ${from}`);
  expect(broken, "links that do not answer 200").toEqual([]);

  const missing: string[] = [];
  for (const page of pages.values()) {
    for (const { path, id } of page.fragments) {
      const target = all.get(path);
      if (target && isPage(path) && !target.ids.has(id))
        missing.push(`${path}#${id} on ${page.path}`);
    }
  }
  expect(missing, "fragment links to no element").toEqual([]);
  // The crawl saw the site, not an error page: thousands of links across 160 pages.
  expect(linkedFrom.size).toBeGreaterThan(150);
});

for (const locale of locales) {
  const home = localizeHref("/", locale);
  test(`every registry route and public page is reached from ${home} by links (${locale})`, async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const reached = await walkLinks(
      request,
      home,
      (path) => isPage(path) && localeOfPath(path) === locale,
      crawled,
    );
    const wanted = [
      ...routes.map((route) => localizeHref(route.path, locale)),
      ...publicPaths.filter((path) => localeOfPath(path) === locale),
    ];
    const unreached = [...new Set(wanted)].filter((path) => reached.get(path)?.status !== 200);
    expect(unreached, "pages no link leads to").toEqual([]);
  });
}
