import { type APIRequestContext } from "@playwright/test";

import { siteConfig } from "../src/config/site";
import { formatPrice, planGroups } from "../src/content/plans";
import { socialImagePath } from "../src/lib/metadata";
import { listPublicPages } from "../src/lib/pages";
import { fetchDocument } from "./support/crawl";
import { expect, test } from "./support/fixtures";
import { checkedPages } from "./support/pages";

/*
 * What a crawler sees: the server's HTML, read without a browser (a request and a parse cost a
 * tenth of a page load). Every registry route, plus one page of each collection, is checked for
 * its tags, its social card and its JSON-LD.
 */

const post = checkedPages.find((page) => page.group === "blog-post");
if (!checkedPages.some((page) => page.group === "help-article") || !post) {
  throw new Error("Need a help article and a blog post to check");
}

const pages = checkedPages.map((page) => page.path);

/**
 * Each page's title and description as its own test below read them: the test that they are
 * unique across the site reads these rather than fetch and parse every page again, and fetches
 * the ones it lacks (run in another worker, or their test failed first).
 */
const headOf = new Map<string, { title: string; description: string }>();

/** Pages that render a FaqList: each must carry exactly one FAQPage, no other page any. */
const faqPages = new Set([
  "/contact",
  "/support",
  "/ai-services/pricing",
  "/web-development",
  "/mobile-development",
  "/cloud-solutions",
  "/cybersecurity",
  "/it-support",
]);

/** The plan groups whose PricingTable a page shows. */
function planGroupsOn(pagePath: string) {
  return pagePath === "/pricing"
    ? planGroups
    : planGroups.filter((group) => group.servicePath === pagePath);
}

type JsonLdBlock = Record<string, unknown>;

/** Every JSON-LD node of the page: top-level blocks and the members of @graph blocks. */
function jsonLdNodes(document: Document): JsonLdBlock[] {
  const texts = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? "",
  );
  return texts.flatMap((text) => {
    const block = JSON.parse(text) as JsonLdBlock;
    expect(block["@context"]).toBe("https://schema.org");
    return Array.isArray(block["@graph"]) ? (block["@graph"] as JsonLdBlock[]) : [block];
  });
}

function meta(document: Document, selector: string): string {
  const elements = document.querySelectorAll(selector);
  expect(elements, selector).toHaveLength(1);
  return elements[0]?.getAttribute("content") ?? "";
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectSocialCard(request: APIRequestContext, imageUrl: string) {
  expect(imageUrl.startsWith(`${siteConfig.url}/og/`), imageUrl).toBe(true);
  const response = await request.get(new URL(imageUrl).pathname);
  expect(response.status(), imageUrl).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  // Served from the build's prerender output, not drawn per request.
  expect(response.headers()["x-nextjs-cache"], imageUrl).toBe("HIT");
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
}

for (const pagePath of pages) {
  test(`seo ${pagePath}: canonical, social tags and card, structured data`, async ({ request }) => {
    const page = await fetchDocument(request, pagePath);
    const pageUrl = pagePath === "/" ? siteConfig.url : `${siteConfig.url}${pagePath}`;
    headOf.set(pagePath, {
      title: page.title,
      description: meta(page, 'meta[name="description"]'),
    });

    const canonicals = page.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0]?.getAttribute("href")).toBe(pageUrl);
    expect(page.title.length).toBeGreaterThan(5);
    expect(meta(page, 'meta[name="description"]').length).toBeGreaterThan(30);

    expect(meta(page, 'meta[property="og:url"]')).toBe(pageUrl);
    expect(meta(page, 'meta[property="og:title"]')).toBe(page.title);
    expect(meta(page, 'meta[property="og:description"]').length).toBeGreaterThan(30);
    expect(meta(page, 'meta[property="og:image:width"]')).toBe("1200");
    expect(meta(page, 'meta[property="og:image:height"]')).toBe("630");
    expect(meta(page, 'meta[property="og:image:alt"]').length).toBeGreaterThan(3);
    expect(meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    const ogImage = meta(page, 'meta[property="og:image"]');
    expect(meta(page, 'meta[name="twitter:image"]')).toBe(ogImage);
    await expectSocialCard(request, ogImage);

    const nodes = jsonLdNodes(page);
    const typesOf = (type: string) => nodes.filter((node) => node["@type"] === type);

    if (pagePath === "/") {
      expect(typesOf("Organization")).toHaveLength(1);
      expect(typesOf("BreadcrumbList")).toHaveLength(0);
    } else {
      const [breadcrumbs] = typesOf("BreadcrumbList");
      expect(typesOf("BreadcrumbList")).toHaveLength(1);
      const items = breadcrumbs?.itemListElement as { item: string; position: number }[];
      expect(items[0]?.item).toBe(siteConfig.url);
      expect(items.at(-1)?.item).toBe(pageUrl);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    }

    if (pagePath === post.path) {
      const [posting] = typesOf("BlogPosting");
      expect(posting).toMatchObject({
        headline: post.title,
        url: pageUrl,
        image: ogImage,
        mainEntityOfPage: { "@id": pageUrl },
      });
      for (const key of ["datePublished", "dateModified", "author", "publisher"]) {
        expect(posting?.[key], key).toBeTruthy();
      }
    }

    const faqs = typesOf("FAQPage");
    if (faqPages.has(pagePath)) {
      expect(faqs).toHaveLength(1);
      const questions = (faqs[0]?.mainEntity as { name: string }[]).map((q) => q.name);
      // The questions shown: the disclosures' summaries beside the FAQPage data (FaqList).
      const shown = [...page.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => script.parentElement)
        .filter((list) => list?.querySelector(":scope > details > summary"))
        .flatMap((list) =>
          [...(list?.querySelectorAll(":scope > details > summary") ?? [])].map((summary) =>
            summary.textContent?.trim(),
          ),
        );
      expect(questions.length).toBeGreaterThan(2);
      expect(questions).toEqual(shown);
    } else {
      expect(faqs).toHaveLength(0);
    }

    const products = typesOf("Product");
    const priced = planGroupsOn(pagePath).flatMap((group) =>
      group.plans.filter((plan) => plan.price !== null).map((plan) => ({ group, plan })),
    );
    expect(products.map((product) => product.name)).toEqual(
      priced.map(({ group, plan }) => `${group.title}: ${plan.name}`),
    );
    const bodyText = page.querySelector("main")?.textContent ?? "";
    for (const [index, { plan }] of priced.entries()) {
      expect(products[index]?.offers).toMatchObject({ price: plan.price, priceCurrency: "USD" });
      expect(bodyText).toContain(formatPrice(plan.price));
    }
  });
}

test("titles and descriptions are unique across the site", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const pagePath of pages) {
    let head = headOf.get(pagePath);
    if (!head) {
      const page = await fetchDocument(request, pagePath);
      head = { title: page.title, description: meta(page, 'meta[name="description"]') };
    }
    const { title, description } = head;
    expect(titles.get(title), `title of ${pagePath}`).toBeUndefined();
    expect(descriptions.get(description), `description of ${pagePath}`).toBeUndefined();
    titles.set(title, pagePath);
    descriptions.set(description, pagePath);
  }
  expect(titles.size).toBe(pages.length);
});

test("every Arabic page has its own social card: a 1200×630 PNG from the build", async ({
  request,
}) => {
  const arabicPages = listPublicPages("ar");
  expect(arabicPages.length).toBe(listPublicPages("en").length);
  for (const { path } of arabicPages) {
    expect(path === "/ar" || path.startsWith("/ar/"), path).toBe(true);
    await expectSocialCard(request, `${siteConfig.url}${socialImagePath(path)}`);
  }
});

test("the Arabic home page points its social tags at its Arabic card", async ({ request }) => {
  const page = await fetchDocument(request, "/ar");
  const ogImage = meta(page, 'meta[property="og:image"]');
  expect(ogImage).toBe(`${siteConfig.url}/og/ar.png`);
  expect(meta(page, 'meta[name="twitter:image"]')).toBe(ogImage);
  await expectSocialCard(request, ogImage);
});

test("the sitemap lists every page with a lastmod, and no social card", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1],
  }));
  expect(entries.length).toBeGreaterThanOrEqual(pages.length);
  for (const entry of entries) {
    expect(entry.loc, JSON.stringify(entry)).toMatch(/^https?:\/\//);
    expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(Number.isNaN(Date.parse(entry.lastmod ?? "")), entry.loc).toBe(false);
    expect(entry.loc).not.toContain("/og/");
  }
  const locs = new Set(entries.map((entry) => entry.loc));
  for (const pagePath of pages) {
    expect(locs.has(pagePath === "/" ? siteConfig.url : `${siteConfig.url}${pagePath}`)).toBe(true);
  }
});

test("/favicon.ico, which browsers and crawlers ask for unprompted, is the site's icon", async ({
  request,
}) => {
  const redirect = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers()["location"]).toBe("/icon.svg");
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
});

test("robots.txt names the sitemap, keeps /admin out and lets the cards in", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
  expect(lines).toContain("Disallow: /admin");
  const disallowed = lines
    .filter((line) => line.startsWith("Disallow:"))
    .map((line) => line.slice("Disallow:".length).trim());
  for (const prefix of disallowed) {
    expect("/og/index.png".startsWith(prefix), `Disallow: ${prefix}`).toBe(false);
  }
  // A reader that takes the first line matching a path (not the longest) must meet no Allow
  // line that covers a disallowed path before its Disallow line.
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith("Allow:")) continue;
    const allowed = line.slice("Allow:".length).trim();
    const later = lines.slice(index + 1).filter((next) => next.startsWith("Disallow:"));
    const shadowed = later.filter((next) =>
      next.slice("Disallow:".length).trim().startsWith(allowed),
    );
    expect(shadowed, `${line} comes before`).toEqual([]);
  }
});
