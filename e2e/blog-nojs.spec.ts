import { type Page } from "@playwright/test";

import { siteConfig } from "../src/config/site";
import { allPostsLabel, blogCategories } from "../src/content/blog-meta";
import { blogListCopy } from "../src/content/blog-page";
import { postFiles, postsIn } from "./support/blog-posts";
import { expect, pooledTest as test } from "./support/fixtures";

/*
 * The blog's filters and Load More are links to real pages (/blog/category/security,
 * /blog/page/2), so they work with JavaScript off; with it, they act in place.
 */
const INITIAL = 5;
const STEP = 3;
const nonFeatured = postFiles.filter((post) => !post.featured);
/** Pages of /blog: the first five posts after the featured one, then a row of three each. */
const lastPage = 1 + Math.ceil((nonFeatured.length - INITIAL) / STEP);

const cards = (page: Page) => page.locator("#posts [data-island] article");
const gridItems = (page: Page) => page.locator("#posts li[data-category]");
const filters = (page: Page) =>
  page.getByRole("navigation", { name: blogListCopy.filterLabel }).getByRole("link");
const filter = (page: Page, name: string) =>
  filters(page).filter({ hasText: new RegExp(`^${name}$`) });
const loadMore = (page: Page) => page.getByRole("link", { name: blogListCopy.loadMore });

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("following a category chip shows only that category, on its own page", async ({ page }) => {
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(INITIAL + 1);
    for (const category of blogCategories) {
      await filter(page, category.name).click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${category.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(category.name);
      await expect(filter(page, category.name)).toHaveAttribute("aria-current", "true");
      const expected = postsIn(category.slug);
      const titles = await cards(page).getByRole("heading").allTextContents();
      expect(titles.sort()).toEqual(expected.map((post) => post.title).sort());
      for (const item of await gridItems(page).all()) {
        await expect(item).toHaveAttribute("data-category", category.slug);
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${siteConfig.url}/blog/category/${category.slug}`,
      );
    }
    await filter(page, allPostsLabel).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(INITIAL + 1);
  });

  test("Load More leads to page 2 and on, each showing a row more, until every post", async ({
    page,
  }) => {
    await page.goto("/blog");
    let shown = INITIAL;
    for (let number = 2; number <= lastPage; number++) {
      await loadMore(page).click();
      await expect(page).toHaveURL(new RegExp(`/blog/page/${number}$`));
      shown = Math.min(shown + STEP, nonFeatured.length);
      await expect(gridItems(page)).toHaveCount(shown);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
    expect(shown).toBe(nonFeatured.length);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(page.getByText(blogListCopy.allShown)).toBeVisible();
  });

  test("a category page links to a next page only when it has more posts than fit", async ({
    page,
  }) => {
    for (const category of blogCategories) {
      await page.goto(`/blog/category/${category.slug}`);
      const listed = postsIn(category.slug).filter((post) => !post.featured).length;
      await expect(gridItems(page)).toHaveCount(Math.min(listed, INITIAL));
      if (listed > INITIAL) {
        await expect(loadMore(page)).toHaveAttribute(
          "href",
          `/blog/category/${category.slug}/page/2`,
        );
      } else {
        await expect(loadMore(page)).toHaveCount(0);
      }
    }
  });
});

test("page numbers and categories out of range are 404s", async ({ request }) => {
  const paths = [
    "/blog/page/1",
    "/blog/page/0",
    `/blog/page/${lastPage + 1}`,
    "/blog/page/99999999999",
    "/blog/page/two",
    "/blog/category/gossip",
    `/blog/category/${blogCategories[0].slug}/page/99`,
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  expect((await request.get(`/blog/page/${lastPage}`)).status()).toBe(200);
});

test("category pages are in the sitemap with their social card and breadcrumbs", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const category of blogCategories) {
    expect(sitemap).toContain(`${siteConfig.url}/blog/category/${category.slug}</loc>`);
  }
  expect(sitemap).not.toContain("/blog/page/");
  const security = `${siteConfig.url}/blog/category/security`;
  await page.goto("/blog/category/security");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${siteConfig.url}/og/blog/category/security.png`,
  );
  const card = await request.get("/og/blog/category/security.png");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  const breadcrumbs = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as { "@type": string; itemListElement: { item: string }[] };
  expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
  expect(breadcrumbs.itemListElement.map((item) => item.item)).toEqual([
    siteConfig.url,
    `${siteConfig.url}/blog`,
    security,
  ]);
});

test.describe("blog with JavaScript", () => {
  test("a chip filters in place, without loading a page", async ({ page }) => {
    await page.goto("/blog");
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await filter(page, "Security").click();
    await expect(page).toHaveURL(/\/blog\/category\/security$/);
    await expect(cards(page)).toHaveCount(postsIn("security").length);
    await filter(page, allPostsLabel).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(INITIAL + 1);
    await loadMore(page).click();
    await expect(gridItems(page)).toHaveCount(Math.min(INITIAL + STEP, nonFeatured.length));
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
  });

  test("Load More on page 2 shows the row after it, in place", async ({ page }) => {
    expect(lastPage, "the posts fill three pages").toBeGreaterThanOrEqual(3);
    await page.goto("/blog/page/2");
    await expect(gridItems(page)).toHaveCount(INITIAL + STEP);
    await loadMore(page).click();
    await expect(gridItems(page)).toHaveCount(Math.min(INITIAL + 2 * STEP, nonFeatured.length));
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
  });
});
