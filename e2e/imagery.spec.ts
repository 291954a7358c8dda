// The portraits, the blog covers and the client strip as a visitor gets them: every image is a
// served SVG with its size, alternative text and loading hint, nothing shifts as they load,
// and the pages no other spec runs axe on (a post, a category) pass it in both themes. An Arabic
// post shows the Arabic covers (/covers/ar/..., mirrored); no cover carries words.
import { localeOfPath, localizeHref } from "../src/config/locales";
import { clients } from "../src/content/clients";
import { clientStripCopy } from "../src/content/testimonials";
import { getAllPosts } from "../src/lib/collections/blog";
import { expect, pooledTest as test } from "./support/fixtures";
import { watchConsole } from "./support/page-checks";

const post = getAllPosts()[0]!;
// The page's images, not the hidden copies of an island's slots
// (src/components/islands/island.tsx), which are never shown as they are and, lazy, never load.
const SHOWN = "main img:not([data-island-slots] img)";

const pages = [
  "/",
  "/ai-services",
  "/team",
  "/company-info",
  "/blog",
  post.href,
  localizeHref(post.href, "ar"),
];

for (const path of pages) {
  test(`imagery ${path}: every image served, sized, described, lazy below the fold`, async ({
    page,
    request,
  }) => {
    const consoleWatch = watchConsole(page);
    await page.goto(path, { waitUntil: "load" });
    const images = await page.locator(SHOWN).evaluateAll((nodes) =>
      nodes.map((node) => {
        const image = node as HTMLImageElement;
        return {
          src: image.getAttribute("src") ?? "",
          alt: image.getAttribute("alt"),
          width: image.getAttribute("width"),
          height: image.getAttribute("height"),
          loading: image.getAttribute("loading"),
          top: image.getBoundingClientRect().top + window.scrollY,
        };
      }),
    );
    expect(images.length, path).toBeGreaterThan(0);
    const arabic = localeOfPath(path) === "ar";
    for (const image of images) {
      expect(image.src, path).toMatch(/^\/(portraits|covers|covers\/ar)\/[a-z0-9-]+\.svg$/);
      // A cover for the page's direction: the Arabic pages' covers are the art mirrored.
      if (image.src.startsWith("/covers/")) {
        expect(image.src.startsWith("/covers/ar/"), image.src).toBe(arabic);
      }
      expect(image.alt, image.src).toBe("");
      expect(Number(image.width), image.src).toBeGreaterThan(0);
      expect(Number(image.height), image.src).toBeGreaterThan(0);
      if (image.top > 900) expect(image.loading, image.src).toBe("lazy");
    }
    for (const src of new Set(images.map((image) => image.src))) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers()["cache-control"], src).toContain("max-age=604800");
      // A cover carries no words: the title is printed under it, in the page's own faces.
      if (src.startsWith("/covers/")) expect(await response.text(), src).not.toContain("<text");
    }
    // Scrolled through, every image has drawn and nothing moved.
    const shift = await page.evaluate(async (shown) => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          total += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: false });
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      const images = [...document.querySelectorAll<HTMLImageElement>(shown)];
      await Promise.all(images.map((image) => image.decode().catch(() => null)));
      return total;
    }, SHOWN);
    expect(shift, path).toBe(0);
    const broken = await page
      .locator(SHOWN)
      .evaluateAll(
        (nodes) => nodes.filter((node) => (node as HTMLImageElement).naturalWidth === 0).length,
      );
    expect(broken, path).toBe(0);
    expect(consoleWatch.unexpected(), path).toEqual([]);
  });
}

test("the client strip lists every client's mark, on the home page and the AI landing", async ({
  page,
}) => {
  for (const path of ["/", "/ai-services"]) {
    await page.goto(path);
    const strip = page.getByRole("region", { name: clientStripCopy.title });
    // Each item's text is its wordmark (hidden from screen readers) and the full name.
    await expect(strip.getByRole("listitem")).toContainText(clients.map(({ name }) => name));
  }
});
