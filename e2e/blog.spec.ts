import { type Page } from "@playwright/test";

import { blogListCopy as arBlogListCopy } from "../src/content/ar/blog-page";
import { allPostsLabel, blogCategories } from "../src/content/blog-meta";
import { blogListCopy } from "../src/content/blog-page";
import { postFiles, postsIn } from "./support/blog-posts";
import { fetchDocument } from "./support/crawl";
import { expect, pooledTest as test } from "./support/fixtures";

const INITIAL = 5;
const STEP = 3;
const nonFeatured = postFiles.filter((post) => !post.featured);

/** Every post card on the list (the featured one and the grid). */
const cards = (page: Page) => page.locator("#posts [data-island] article");
const gridItems = (page: Page) => page.locator("#posts li[data-category]");
const filters = (page: Page) =>
  page.getByRole("navigation", { name: blogListCopy.filterLabel }).getByRole("link");

/** The list is interactive once the client has replaced the full pre-rendered list. */
async function openBlog(page: Page, search = "") {
  await page.goto(`/blog${search}`);
  await expect(page.locator("#posts [role=status]")).toBeAttached();
}

test.describe("blog list", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the seven filters, one featured post and five more", async ({ page }) => {
    await openBlog(page);
    await expect(filters(page)).toHaveText([allPostsLabel, ...blogCategories.map((c) => c.name)]);
    await expect(filters(page).first()).toHaveAttribute("aria-current", "true");
    await expect(
      page.locator("#posts [data-island]").getByText(blogListCopy.featured, { exact: true }),
    ).toHaveCount(1);
    await expect(gridItems(page)).toHaveCount(INITIAL);
    await expect(cards(page)).toHaveCount(INITIAL + 1);
  });

  test("a category filter puts the category's page in the URL and shows only its posts", async ({
    page,
  }) => {
    await openBlog(page);
    for (const category of blogCategories) {
      await filters(page)
        .filter({ hasText: new RegExp(`^${category.name}$`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${category.slug}$`));
      const expected = postsIn(category.slug);
      await expect(cards(page)).toHaveCount(Math.min(expected.length, INITIAL + 1));
      const shown = await cards(page).getByRole("heading").allTextContents();
      for (const title of shown) {
        expect(expected.map((post) => post.title)).toContain(title);
      }
      await expect(
        filters(page).filter({ hasText: new RegExp(`^${category.name}$`) }),
      ).toHaveAttribute("aria-current", "true");
      await expect(page.locator("#posts [role=status]")).toContainText(category.name);
    }
    await filters(page).filter({ hasText: allPostsLabel }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(INITIAL + 1);
    // The back button returns to the previous filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/category\/business$/);
    await expect(cards(page)).toHaveCount(postsIn("business").length);
  });

  test("loading /blog?category=security directly shows only security posts", async ({ page }) => {
    await openBlog(page, "?category=security");
    // The earlier link moves to the category's own page.
    await expect(page).toHaveURL(/\/blog\/category\/security$/);
    const security = postsIn("security");
    await expect(cards(page)).toHaveCount(security.length);
    await expect(gridItems(page)).toHaveCount(security.filter((post) => !post.featured).length);
    for (const item of await gridItems(page).all()) {
      await expect(item).toHaveAttribute("data-category", "security");
    }
    const titles = await cards(page).getByRole("heading").allTextContents();
    expect(titles.sort()).toEqual(security.map((post) => post.title).sort());
  });

  test("an unknown category shows every post", async ({ page }) => {
    await openBlog(page, "?category=gossip");
    await expect(filters(page).first()).toHaveAttribute("aria-current", "true");
    await expect(cards(page)).toHaveCount(INITIAL + 1);
  });

  test("Load More Posts shows more, moves focus to the first new post, and ends", async ({
    page,
  }) => {
    await openBlog(page);
    // A link to the next page of the list (/blog/page/2), which shows the next row in place.
    const button = page.getByRole("link", { name: blogListCopy.loadMore });
    let shown = INITIAL;
    while (shown < nonFeatured.length) {
      await button.click();
      await expect(page).toHaveURL(/\/blog$/);
      const previous = shown;
      shown = Math.min(shown + STEP, nonFeatured.length);
      await expect(gridItems(page)).toHaveCount(shown);
      await expect(gridItems(page).nth(previous).getByRole("link")).toBeFocused();
      await expect(page.locator("#posts [role=status]")).toHaveText(
        `Showing ${shown + 1} of ${postFiles.length} posts.`,
      );
    }
    await expect(button).toHaveCount(0);
    await expect(page.getByText(blogListCopy.allShown)).toBeVisible();
  });

  test("the feed is linked from the page head and visibly", async ({ page }) => {
    await openBlog(page);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/blog\/rss\.xml$/,
    );
    await expect(page.getByRole("link", { name: /RSS/ })).toHaveAttribute("href", "/blog/rss.xml");
    await expect(page.locator("#newsletter-heading")).toBeVisible();
    await expect(page.getByRole("form", { name: "Newsletter sign-up" })).toBeVisible();
  });
});

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("an earlier ?category= link shows the list, whose filters are links to category pages", async ({
    page,
  }) => {
    await page.goto("/blog?category=security");
    await expect(cards(page)).toHaveCount(INITIAL + 1);
    await expect(filters(page).filter({ hasText: "Security" })).toHaveAttribute(
      "href",
      "/blog/category/security",
    );
    await expect(filters(page).filter({ hasText: allPostsLabel })).toHaveAttribute("href", "/blog");
  });
});

test.describe("blog filters on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });

  for (const [path, copy] of [
    ["/blog", blogListCopy],
    ["/ar/blog", arBlogListCopy],
  ] as const) {
    test(`${path}: one row that scrolls sideways, each chip reached by Tab`, async ({ page }) => {
      await page.goto(path);
      const chips = page.getByRole("navigation", { name: copy.filterLabel }).getByRole("link");
      await expect(chips).toHaveCount(blogCategories.length + 1);
      const tops = await chips.evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `chip tops ${tops.join(", ")}`).toBe(1);
      const list = chips.first().locator("xpath=ancestor::ul[1]");
      expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // Tab to the last chip: the row scrolls it into view.
      await chips.first().focus();
      for (let i = 1; i < tops.length; i += 1) await page.keyboard.press("Tab");
      await expect(chips.last()).toBeFocused();
      const box = await chips.last().boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe("blog post pages", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const post of postFiles) {
    // From the server's HTML: every post page is also loaded in a browser by routes.spec.ts.
    test(`/blog/${post.slug} has its h1, byline, related posts and back link`, async ({
      request,
    }) => {
      const page = await fetchDocument(request, `/blog/${post.slug}`);
      const headings = page.querySelectorAll("h1");
      expect(headings).toHaveLength(1);
      expect(headings[0]?.textContent).toBe(post.title);
      expect(page.querySelector("article header time")?.getAttribute("datetime")).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
      expect(page.querySelectorAll("article .prose h2").length).toBeGreaterThan(0);
      const related = page.querySelectorAll("#related article");
      expect(related).toHaveLength(3);
      const sameCategory = postsIn(post.categorySlug).length - 1;
      if (sameCategory > 0) {
        const first = related[0]?.querySelector("h2, h3, h4")?.textContent;
        expect(postsIn(post.categorySlug).map((p) => p.title)).toContain(first);
      }
      const back = [...page.querySelectorAll("a")].filter(
        (link) => link.textContent?.trim() === "Back to all posts",
      );
      expect(back.map((link) => link.getAttribute("href"))).toEqual(["/blog"]);
      expect(page.title).toContain(post.title);
      expect(page.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe(
        "article",
      );
    });
  }

  test("an unknown post is a 404", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
  });
});

test("the RSS feed is valid RSS 2.0 with one item per post", async ({ page, request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();
  await page.goto("/blog");
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const channel = doc.querySelector("rss > channel");
    const text = (node: Element | null | undefined, selector: string) =>
      node?.querySelector(selector)?.textContent ?? null;
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      title: text(channel, ":scope > title"),
      link: text(channel, ":scope > link"),
      description: text(channel, ":scope > description"),
      items: [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        guid: text(item, "guid"),
        pubDate: text(item, "pubDate"),
        description: text(item, "description"),
      })),
    };
  }, xml);
  expect(feed.errors).toBe(0);
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.title).toBeTruthy();
  expect(feed.link).toMatch(/\/blog$/);
  expect(feed.description).toBeTruthy();
  expect(feed.items).toHaveLength(postFiles.length);
  expect(feed.items.map((item) => item.title).sort()).toEqual(
    postFiles.map((post) => post.title).sort(),
  );
  for (const item of feed.items) {
    expect(item.link).toMatch(/\/blog\/[a-z0-9-]+$/);
    expect(item.guid).toBe(item.link);
    expect(item.pubDate).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(item.description).toBeTruthy();
  }
});
