/**
 * The controls of issue 15 with JavaScript off (at 390 and 1280 px), and before hydration:
 * every control either works or is not shown.
 *
 * - AI models: the eight models and their states are in the HTML; Try Now is a link to the
 *   demo request page (a toast needs JavaScript), still disabled for Coming Soon.
 * - Testimonials: every testimonial is listed; no carousel control is shown.
 * - Help center: the step-by-step guides are plain HTML (steps and a link to the article), and
 *   each category is a page of its own.
 * - Code samples: no copy button is shown or focusable.
 * - Sign-in: a plain POST answers with the portal notice, sending nothing typed.
 * - No visible dead button on the pages of these controls. Left out of that check, as other
 *   work owns them: the site header with its menu, drawer, AI dropdown and theme menu
 *   (`[data-site-header]`), and the help search (`[role="search"]`).
 */
import { type Page } from "@playwright/test";

import { aiTestimonials } from "../src/content/ai/landing";
import { aiModels } from "../src/content/ai/models-data";
import { helpTutorials } from "../src/content/help";
import { featuredTestimonial } from "../src/content/testimonials";
import { getHelpCategoryPages } from "../src/lib/collections/help";
import { expect, pooledTest as test } from "./support/fixtures";
import { holdFrameworkScripts } from "./support/hold-scripts";
import { deadControls } from "./support/page-checks";

/** The carousel's testimonials: the landing's, but the one set above it as a large quote. */
const carouselItems = featuredTestimonial(aiTestimonials.items).others;

const EXCLUDED = ["[data-site-header]", '[role="search"]'];
const PAGES = ["/ai-services", "/ai-services/models", "/help", "/docs", "/api", "/signin"];
const PASSWORD = "correct-horse-battery-staple-42";

for (const width of [390, 1280]) {
  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 800 } });

    test("AI models: the eight models and their states are listed", async ({ page }) => {
      await page.goto("/ai-services/models");
      await expect(page.getByText("Loading AI models...")).toBeHidden();
      const list = page.getByRole("list", { name: "AI models" });
      await expect(list).toBeVisible();
      await expect(list.getByRole("heading", { level: 3 })).toHaveCount(aiModels.length);
      for (const model of aiModels) {
        const card = list
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: model.name, exact: true }) });
        await expect(card).toContainText(model.category);
        await expect(card).toContainText(model.status);
        if (model.status === "Coming Soon") {
          await expect(card.getByRole("button", { name: /^Try Now/ })).toBeDisabled();
        } else {
          await expect(
            card.getByRole("link", { name: `Try Now ${model.name}`, exact: true }),
          ).toHaveAttribute("href", "/ai-services/contact");
        }
      }
      const comingSoon = aiModels.filter((model) => model.status === "Coming Soon");
      await expect(page.getByRole("button", { name: /Try Now/ })).toHaveCount(comingSoon.length);
    });

    test("testimonials: every one is listed, and no carousel control is shown", async ({
      page,
    }) => {
      await page.goto("/ai-services");
      const region = page.getByRole("region", { name: "Client testimonials" });
      const items = region.locator("figure");
      await expect(items).toHaveCount(carouselItems.length);
      for (const testimonial of carouselItems) {
        await expect(region.getByText(testimonial.content, { exact: false })).toBeVisible();
        await expect(region.getByText(testimonial.name, { exact: true })).toBeVisible();
      }
      await expect(region.getByRole("button")).toHaveCount(0);
      // Listed one under the other, not stacked in one cell.
      const first = await items.nth(0).boundingBox();
      const second = await items.nth(1).boundingBox();
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    });

    test("help center: the guides' steps are in the page, and the category cards open their pages", async ({
      page,
    }) => {
      await page.goto("/help");
      const guides = page.locator("#guides");
      await expect(guides.getByRole("button")).toHaveCount(0);
      for (const tutorial of helpTutorials) {
        const guide = guides.getByRole("article", { name: tutorial.title });
        await expect(guide.locator("ol li")).toHaveCount(tutorial.steps.length);
        for (const step of tutorial.steps) await expect(guide.getByText(step)).toBeVisible();
        await expect(guide.getByRole("link", { name: /Read the full guide/ })).toHaveAttribute(
          "href",
          `/help/${tutorial.articleSlug}`,
        );
      }
      const [category] = getHelpCategoryPages();
      await page.locator("#categories").getByRole("link", { name: category!.title }).click();
      await expect(page).toHaveURL(new RegExp(`/help/category/${category!.id}$`));
      await expect(page.locator("#articles ol > li")).toHaveCount(category!.articles.length);
    });

    for (const path of ["/docs", "/api"]) {
      test(`${path}: code samples have no copy button, shown or focusable`, async ({ page }) => {
        await page.goto(path);
        const buttons = page.locator("figure figcaption button");
        expect(await buttons.count()).toBeGreaterThan(0);
        await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
        for (const button of await buttons.all()) {
          await expect(button).toBeHidden();
        }
        // Tabbing through the page never lands on one.
        for (let i = 0; i < 40; i += 1) {
          await page.keyboard.press("Tab");
          expect(
            await page.evaluate(() => Boolean(document.activeElement?.closest("figcaption"))),
          ).toBe(false);
        }
      });
    }

    test("sign-in: submitting answers with the portal notice and sends nothing typed", async ({
      page,
    }) => {
      const leaks: string[] = [];
      page.on("request", (request) => {
        const body = request.postData() ?? "";
        if (
          request.url().includes(PASSWORD) ||
          body.includes(PASSWORD) ||
          body.includes("client@example.com")
        ) {
          leaks.push(`${request.method()} ${request.url()}`);
        }
      });
      await page.goto("/signin");
      await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
      await page.getByLabel("Email address").fill("client@example.com");
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      // A GET of the page with the notice as its target: no field has a name, so nothing is sent.
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.waitForURL(/\/signin\?#sign-in-notice$/);
      const notice = page.locator("#sign-in-notice");
      await expect(notice.getByText("The client portal opens soon")).toBeVisible();
      await expect(notice.getByRole("link", { name: "Join the waitlist" })).toHaveAttribute(
        "href",
        "/signup",
      );
      await expect(notice.getByRole("link", { name: "Contact support" })).toHaveAttribute(
        "href",
        "/support",
      );
      expect(new URL(page.url()).pathname).toBe("/signin");
      expect(leaks).toEqual([]);
    });

    for (const path of PAGES) {
      test(`${path}: no visible button that does nothing`, async ({ page }) => {
        await page.goto(path);
        expect(await deadControls(page, EXCLUDED)).toEqual([]);
      });
    }
  });
}

/**
 * With JavaScript on, the framework's chunks held back: the server's HTML is all there is, and
 * no control in it may be dead. Then they are let through, and the controls come.
 */
test.describe("before hydration", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  async function expectNotHydrated(page: Page) {
    expect(await page.locator("html[data-hydrated]").count(), "checked before hydration").toBe(0);
  }

  test("the carousel works without the framework once the page is parsed", async ({ page }) => {
    // /ai-services ships no framework JavaScript: the inline script (carousel-script.ts) sets
    // the carousel up, and its controls are shown only then.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/ai-services", { waitUntil: "domcontentloaded" });
    const region = page.getByRole("region", { name: "Client testimonials" });
    await expect(region.getByText(carouselItems[0]!.name)).toBeVisible();
    await expect(region.getByText(carouselItems[1]!.name)).toBeHidden();
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(region.getByText(carouselItems[1]!.name)).toBeVisible();
    await expect(region.getByRole("button", { name: /^(Pause|Play)$/ })).toBeVisible();
    expect(await deadControls(page, EXCLUDED)).toEqual([]);
    await expectNotHydrated(page);
    expect(scripts).toEqual([]);
  });

  test("the models page says it is loading, with no control, until the list comes", async ({
    page,
  }) => {
    const hold = await holdFrameworkScripts(page);
    await page.goto("/ai-services/models", { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Loading AI models...")).toBeVisible();
    await expect(page.getByRole("list", { name: "AI models" })).toBeHidden();
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Try Now/ })).toHaveCount(0);
    expect(await deadControls(page, EXCLUDED)).toEqual([]);
    await expectNotHydrated(page);

    hold.release();
    const list = page.getByRole("list", { name: "AI models" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveCount(aiModels.length, {
      timeout: 30_000,
    });
  });

  for (const path of ["/help", "/docs", "/api", "/signin"]) {
    test(`${path}: no visible button that does nothing`, async ({ page }) => {
      await holdFrameworkScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect(page.locator("main")).toBeVisible();
      expect(await deadControls(page, EXCLUDED)).toEqual([]);
      await expectNotHydrated(page);
    });
  }
});
