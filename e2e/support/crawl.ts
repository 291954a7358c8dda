import { expect, type APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

/**
 * What the server sends, read without a browser: a crawl costs a request per page where a page
 * load costs a browser, its scripts and its paint. The HTML is what a visitor without JavaScript
 * and a search engine get, so its links are the site's link graph.
 */
export interface CrawledPage {
  path: string;
  status: number;
  html: string;
  /** Same-origin links of the page (`<a href>`), as path + query, without the fragment. */
  links: string[];
  /** Same-origin links with a fragment: `{ path, id }`. */
  fragments: { path: string; id: string }[];
  /** The ids of the page's elements. */
  ids: Set<string>;
}

const ORIGIN = "http://crawl.invalid";

function decode(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The `href` of every `<a>` of the HTML (not inside templates or scripts: the server renders none). */
function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((match) => decode(match[1] ?? ""));
}

function elementIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1] ?? "")));
}

export function parsePage(path: string, status: number, html: string): CrawledPage {
  const links = new Set<string>();
  const fragments: { path: string; id: string }[] = [];
  for (const href of anchorHrefs(html)) {
    const url = new URL(href, `${ORIGIN}${path}`);
    if (url.origin !== ORIGIN) continue;
    const target = url.pathname + url.search;
    links.add(target);
    if (url.hash.length > 1)
      fragments.push({ path: target, id: decodeURIComponent(url.hash.slice(1)) });
  }
  return { path, status, html, links: [...links], fragments, ids: elementIds(html) };
}

/** Fetches each path once (no redirects followed), a few at a time. */
export async function crawl(
  request: APIRequestContext,
  paths: readonly string[],
  concurrency = 4,
): Promise<Map<string, CrawledPage>> {
  const pages = new Map<string, CrawledPage>();
  const queue = [...new Set(paths)];
  async function worker() {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await request.get(path, { maxRedirects: 0 });
      const type = response.headers()["content-type"] ?? "";
      const html = type.startsWith("text/html") ? await response.text() : "";
      pages.set(path, parsePage(path, response.status(), html));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return pages;
}

/**
 * Every page reached from `start` by following links, breadth first, with the answer to each:
 * the link graph a visitor without JavaScript walks. Stays among paths `follow` accepts (one
 * language's pages, say); links out of it are fetched for their status but not followed. Paths
 * in `known` (answers of this run's server, crawled already) are taken from there, not fetched
 * again.
 */
export async function walkLinks(
  request: APIRequestContext,
  start: string,
  follow: (path: string) => boolean,
  known: ReadonlyMap<string, CrawledPage> = new Map(),
): Promise<Map<string, CrawledPage>> {
  const seen = new Map<string, CrawledPage>();
  let frontier = [start];
  while (frontier.length > 0) {
    const wanted = frontier.filter((path) => !seen.has(path));
    const fetched = await crawl(
      request,
      wanted.filter((path) => !known.has(path)),
    );
    for (const path of wanted) {
      const page = known.get(path);
      if (page) fetched.set(path, page);
    }
    const next: string[] = [];
    for (const [path, page] of fetched) {
      seen.set(path, page);
      if (!follow(path) || page.status !== 200) continue;
      for (const link of page.links) if (!seen.has(link) && !fetched.has(link)) next.push(link);
    }
    frontier = [...new Set(next)];
  }
  return seen;
}

/**
 * The server's HTML of a page, parsed (jsdom: no layout, no scripts), after checking its status:
 * for what the markup says, a tenth of the cost of a page load.
 */
export async function fetchDocument(
  request: APIRequestContext,
  path: string,
  status = 200,
): Promise<Document> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  return new JSDOM(await response.text()).window.document;
}
