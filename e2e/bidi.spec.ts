import { JSDOM } from "jsdom";

import { localeInfo } from "../src/config/locales";
import { latinRuns } from "../src/lib/i18n/bidi";
import { listPublicPagesInAllLocales } from "../src/lib/pages";
import { crawl } from "./support/crawl";
import { expect, test } from "./support/fixtures";

/**
 * Latin runs on right-to-left pages, from the HTML the server sends (no browser): a run that
 * holds digits or punctuation ("535 Mission Street", "SOC 2 Type II", "© 2026 Cedarwave") is
 * laid out in the Arabic order unless it is isolated (src/lib/i18n/bidi.ts). Every such run in
 * a text node is inside a `<bdi>`, an element whose nearest `dir` is `ltr`, or code
 * (`<code>`, `<pre>`, `<kbd>`, `<samp>`); an address that is a link's whole text (an email, a
 * domain) is isolated by being the link's only content.
 */
const rtlPaths = listPublicPagesInAllLocales()
  .filter((page) => localeInfo[page.locale].dir === "rtl")
  .map((page) => page.path);

const SKIPPED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"]);
const CODE = new Set(["CODE", "PRE", "KBD", "SAMP"]);

/** Whether the text node's run keeps its own order where it is. */
function isolated(node: Node, run: string): boolean {
  for (let element = node.parentElement; element; element = element.parentElement) {
    if (element.tagName === "BDI" || CODE.has(element.tagName)) return true;
    const dir = element.getAttribute("dir");
    if (dir) return dir === "ltr";
  }
  const parent = node.parentElement;
  return parent?.tagName === "A" && parent.textContent?.trim() === run && !/\s/.test(run.trim());
}

function unisolatedRuns(html: string): string[] {
  const { document, NodeFilter } = new JSDOM(html).window;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let element = node.parentElement; element; element = element.parentElement) {
        if (SKIPPED.has(element.tagName)) return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const part of latinRuns(node.textContent ?? "")) {
      if (part.isolate && !isolated(node, part.text)) {
        found.push(`"${part.text}" in <${node.parentElement?.tagName.toLowerCase()}>`);
      }
    }
  }
  return found;
}

test("every Latin run with digits or punctuation on a right-to-left page is isolated", async ({
  request,
}) => {
  test.setTimeout(180_000);
  expect(rtlPaths.length).toBeGreaterThan(50);
  const pages = await crawl(request, rtlPaths);
  const found: string[] = [];
  for (const path of rtlPaths) {
    const page = pages.get(path);
    expect(page?.status, path).toBe(200);
    for (const run of unisolatedRuns(page?.html ?? "")) found.push(`${path}: ${run}`);
  }
  expect(found, "Latin runs laid out in the Arabic order").toEqual([]);
});
