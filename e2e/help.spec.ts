import { type Page } from "@playwright/test";

import { formatOfficeHours, siteConfig } from "../src/config/site";
import { helpCategory, helpTutorials, popularHelpArticleSlugs } from "../src/content/help";
import { supportChannels, supportFaqs } from "../src/content/support";
import { getHelpArticle, getHelpArticles, getHelpCategoryPages } from "../src/lib/collections/help";
import { fetchDocument } from "./support/crawl";
import { expect, pooledTest as test } from "./support/fixtures";
import { watchConsole } from "./support/page-checks";

/** Every help article (slug and title). */
const articles = getHelpArticles().map((article) => [article.slug, article.data.title] as const);
const categoryPages = getHelpCategoryPages();

test.use({ viewport: { width: 1280, height: 800 } });

function searchBox(page: Page) {
  return page.getByRole("search").getByRole("searchbox");
}

/**
 * Opens a page with the search box and waits until React has hydrated the box: text typed
 * into a server-rendered input before hydration never reaches the component's state.
 */
async function gotoSearch(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const input = document.querySelector('[role="search"] input, search input');
    return Boolean(input && Object.keys(input).some((key) => key.startsWith("__reactProps")));
  });
}

function results(page: Page) {
  return page.getByRole("search").getByRole("list", { name: /Search results/ });
}

for (const path of ["/help", "/support"]) {
  test.describe(`search on ${path}`, () => {
    test("typing a term from a help article lists it, and the link navigates", async ({ page }) => {
      await gotoSearch(page, path);
      await searchBox(page).fill("invoices");
      const link = results(page).getByRole("link", {
        name: /Managing your subscription and invoices/,
      });
      await expect(link).toBeVisible();
      await expect(
        page.getByRole("status").filter({ hasText: /results? for “invoices”/ }),
      ).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/help\/manage-your-subscription-and-invoices$/);
      await expect(page.locator("h1")).toHaveText("Managing your subscription and invoices");
    });

    test("a prefix and a typo still find results; nonsense says so", async ({ page }) => {
      await gotoSearch(page, path);
      await searchBox(page).fill("authentcation");
      await expect(
        results(page).getByRole("link", { name: /Authenticating API requests/ }),
      ).toBeVisible();
      await searchBox(page).fill("zqxjkv");
      await expect(page.getByRole("status")).toHaveText("No results for “zqxjkv”");
      await expect(results(page)).toHaveCount(0);
    });

    test("works by keyboard: arrows move through results, Escape returns, Enter opens", async ({
      page,
    }) => {
      await gotoSearch(page, path);
      await searchBox(page).focus();
      await page.keyboard.type("rotate key");
      const links = results(page).getByRole("link");
      await expect(links.first()).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expect(links.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await expect(searchBox(page)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Escape");
      await expect(searchBox(page)).toBeFocused();
      const firstHref = await links.first().getAttribute("href");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${firstHref!.replace(/[?#]/g, "\\$&")}$`));
    });
  });
}

test("the search finds FAQs, docs pages and blog posts too", async ({ page }) => {
  await gotoSearch(page, "/support");
  await searchBox(page).fill("outside business hours");
  await expect(
    results(page).getByRole("link", { name: /Do you offer support outside business hours/ }),
  ).toHaveAttribute("href", "/support#faq");
  await searchBox(page).fill("prompt injection");
  await expect(
    results(page).getByRole("link", { name: /Prompt Injection Is the New SQL Injection/ }),
  ).toHaveAttribute("href", "/blog/defending-against-prompt-injection");
  await searchBox(page).fill("python sdk");
  await expect(results(page).getByRole("link", { name: /Python SDK/ })).toHaveAttribute(
    "href",
    "/docs/sdk/python",
  );
});

test("without JavaScript the search form submits to the results page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/help");
  await searchBox(page).fill("billing");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/help\/search\?q=billing$/);
  await expect(
    page
      .getByRole("list", { name: /Search results/ })
      .getByRole("link")
      .first(),
  ).toBeVisible();
  await context.close();
});

test("help center: categories with the counts of their articles, popular articles, guides, still need help", async ({
  page,
}) => {
  await page.goto("/help");
  const categories = page.locator("#categories ul > li");
  await expect(categories).toHaveCount(categoryPages.length);
  for (const [index, category] of categoryPages.entries()) {
    expect(category.articles.length).toBeGreaterThanOrEqual(4);
    await expect(categories.nth(index)).toContainText(`${category.articles.length} articles`);
    await expect(categories.nth(index).getByRole("link")).toHaveAttribute("href", category.path);
  }
  const popular = page.locator("#popular ol > li");
  await expect(popular).toHaveCount(popularHelpArticleSlugs.length);
  for (const [index, slug] of popularHelpArticleSlugs.entries()) {
    await expect(
      popular.nth(index).getByRole("link", { name: getHelpArticle(slug)!.data.title }),
    ).toHaveAttribute("href", `/help/${slug}`);
  }
  await expect(page.locator("#guides > div > ul > li")).toHaveCount(helpTutorials.length);
  await expect(page.locator("main")).not.toContainText(/\d views|Watch|Video/);
  const cta = page.locator("#still-need-help-heading").locator("..");
  await expect(cta.getByRole("link", { name: /Contact Support/ })).toHaveAttribute(
    "href",
    "/support",
  );
  await expect(cta.getByRole("link", { name: /Contact Us/ })).toHaveAttribute("href", "/contact");
});

test("a category card opens its page, which lists every article of the category", async ({
  page,
}) => {
  await page.goto("/help");
  const billing = categoryPages.find((category) => category.id === "account-billing")!;
  await page.locator("#categories").getByRole("link", { name: billing.title }).click();
  await expect(page).toHaveURL(/\/help\/category\/account-billing$/);
  await expect(page.locator("h1")).toContainText(billing.title);
  await expect(page.locator("#articles-heading")).toHaveText(`${billing.articles.length} articles`);
  const rows = page.locator("#articles ol > li");
  await expect(rows).toHaveCount(billing.articles.length);
  for (const [index, article] of billing.articles.entries()) {
    await expect(rows.nth(index).getByRole("link", { name: article.data.title })).toHaveAttribute(
      "href",
      article.href,
    );
  }
  await rows.first().getByRole("link").click();
  await expect(page.locator("h1")).toHaveText(billing.articles[0]!.data.title);
});

for (const category of categoryPages) {
  test(`help category ${category.path} loads with its articles`, async ({ page }) => {
    const consoleWatch = watchConsole(page);
    const response = await page.goto(category.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("#articles ol > li")).toHaveCount(category.articles.length);
    await expect(page.locator("#other-topics ul > li")).toHaveCount(categoryPages.length - 1);
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}

test("the step-by-step guides show their steps, their size and their article", async ({ page }) => {
  await page.goto("/help");
  for (const tutorial of helpTutorials) {
    const guide = page.locator("#guides").getByRole("article", { name: tutorial.title });
    await expect(guide.locator("ol li")).toHaveCount(tutorial.steps.length);
    const article = getHelpArticle(tutorial.articleSlug)!;
    await expect(guide).toContainText(
      `${tutorial.steps.length} steps · ${article.data.readTime} min read`,
    );
    await expect(
      guide.getByRole("link", { name: `Read the full guide: ${article.data.title}` }),
    ).toHaveAttribute("href", article.href);
  }
});

test("an earlier /help?q= link still searches once the page runs", async ({ page }) => {
  await gotoSearch(page, "/help?q=invoices");
  await expect(searchBox(page)).toHaveValue("invoices");
  await expect(
    results(page).getByRole("link", { name: /Managing your subscription and invoices/ }),
  ).toBeVisible();
});

test("support: channels act, the ticket section holds the form slot, six FAQs", async ({
  page,
}) => {
  await page.goto("/support");
  const channels = page.locator("#channels li");
  await expect(channels).toHaveCount(4);
  for (const text of [
    siteConfig.criticalResponseTime,
    formatOfficeHours(siteConfig.offices.beirut),
    `Reply ${siteConfig.responseTime}`,
  ]) {
    await expect(page.locator("#channels")).toContainText(text);
  }
  const hrefs = await channels
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(supportChannels.map((channel) => channel.action.href));
  expect(hrefs).toContain(`mailto:${siteConfig.supportEmail}`);
  expect(hrefs).toContain(siteConfig.offices.beirut.phoneHref);
  await expect(page.getByRole("heading", { name: "Submit a support ticket" })).toBeVisible();
  await expect(
    page.locator("#support-form").getByRole("form", { name: "Support ticket form" }),
  ).toBeVisible();
  await expect(page.locator("#faq summary")).toHaveCount(supportFaqs.length);
  expect(supportFaqs).toHaveLength(6);
});

// From the server's HTML: every article is also loaded in a browser, with axe and the console
// watched, by routes.spec.ts.
for (const [slug, title] of articles) {
  test(`help article /help/${slug} has its h1, category, related articles and help links`, async ({
    request,
  }) => {
    const page = await fetchDocument(request, `/help/${slug}`);
    const headings = page.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(title);
    const linksNamed = (scope: ParentNode, name: string | RegExp) =>
      [...scope.querySelectorAll("a")]
        .filter((link) => {
          const text = link.textContent?.trim() ?? "";
          return typeof name === "string" ? text === name : name.test(text);
        })
        .map((link) => link.getAttribute("href"));
    expect(linksNamed(page, "Back to Help Center")).toEqual(["/help"]);
    const category = getHelpArticle(slug)!.data.category;
    expect(linksNamed(page.querySelector("main")!, helpCategory(category).title)).toContain(
      `/help/category/${category}`,
    );
    expect(page.querySelector("#related-heading")).not.toBeNull();
    const stillNeedHelp = page.querySelector("#still-need-help-heading")?.parentElement;
    expect(linksNamed(stillNeedHelp!, /Contact Support/)).toEqual(["/support"]);
    expect(page.querySelectorAll(".prose h2").length).toBeGreaterThan(0);
  });
}

test("an unknown help article is a 404", async ({ page }) => {
  const response = await page.goto("/help/no-such-article");
  expect(response?.status()).toBe(404);
});
