/**
 * The AI pages: the testimonial carousel, the models list (through the loader's test seam),
 * Try Now, and where every plan button leads.
 *
 * Tests that only open pages share one page per worker (pooledTest); those with a clock or an
 * init script have their own.
 *
 * Models test seam: `window.__cedarwaveModelsFixture` ("error" | "empty"), set with
 * addInitScript before the page loads, makes the loader in src/content/ai/load-models.ts
 * fail or return no models.
 */
import { type Page } from "@playwright/test";

import { aiServiceCards, aiServicesIntro, aiTestimonials } from "../src/content/ai/landing";
import { MODELS_LOAD_DELAY_MS } from "../src/content/ai/load-models";
import { aiModels } from "../src/content/ai/models-data";
import { aiServicesIntro as arAiServicesIntro } from "../src/content/ar/ai/landing";
import {
  aiPlans,
  automationPlans,
  conversationalAiPlans,
  planContactHref,
  planGroup,
  websiteBuilderPlans,
} from "../src/content/plans";
import { featuredTestimonial } from "../src/content/testimonials";
import type { PlanGroup } from "../src/content/types";
import { cardAlignment } from "./support/card-alignment";
import { expect, pooledTest, test } from "./support/fixtures";

const INTERVAL = 5000;

/** The carousel's slides: the landing's testimonials but the one set above it as a large quote. */
const SLIDES = featuredTestimonial(aiTestimonials.items).others.length;
const slide = (n: number) => `${n} of ${SLIDES}`;

function carousel(page: Page) {
  const region = page.getByRole("region", { name: "Client testimonials" });
  return {
    region,
    current: region.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])'),
    live: region.locator("[aria-live]"),
    toggle: region.getByRole("button", { name: /^(Pause|Play)$/ }),
  };
}

/** Waits for hydration, then leaves the carousel paused by hover on a stopped clock. */
async function holdCarouselOnStoppedClock(page: Page) {
  const { region, live } = carousel(page);
  await expect(async () => {
    await page.mouse.move(0, 0);
    await region.hover();
    await expect(live).toHaveAttribute("aria-live", "polite", { timeout: 500 });
  }).toPass();
  const now = await page.evaluate(() => Date.now());
  // Hovering holds the carousel, so jumping ahead is harmless and leaves room for a slow machine.
  await page.clock.pauseAt(now + 5000);
}

test.describe("AI landing carousel", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto("/ai-services");
  });

  test("is a WAI-ARIA carousel of the other testimonials that advances every 5 seconds", async ({
    page,
  }) => {
    const { region, current, toggle } = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.locator('[role="group"][aria-roledescription="slide"]');
    expect(SLIDES).toBeGreaterThan(1);
    await expect(slides).toHaveCount(SLIDES);
    for (let i = 0; i < SLIDES; i++) {
      await expect(slides.nth(i)).toHaveAttribute("aria-label", slide(i + 1));
    }
    await holdCarouselOnStoppedClock(page);
    const height = (await region.boundingBox())?.height;

    await page.mouse.move(0, 0);
    await expect(toggle).toHaveText("Pause");
    await expect(current).toHaveAttribute("aria-label", slide(1));
    await page.clock.runFor(INTERVAL - 100);
    await expect(current).toHaveAttribute("aria-label", slide(1));
    await page.clock.runFor(100);
    await expect(current).toHaveAttribute("aria-label", slide(2));
    for (let n = 3; n <= SLIDES; n++) {
      await page.clock.runFor(INTERVAL);
      await expect(current).toHaveAttribute("aria-label", slide(n));
    }
    await page.clock.runFor(INTERVAL);
    await expect(current).toHaveAttribute("aria-label", slide(1));
    expect((await region.boundingBox())?.height, "no layout shift between slides").toBe(height);
  });

  test("dots select a slide directly", async ({ page }) => {
    const { region, current } = carousel(page);
    await holdCarouselOnStoppedClock(page);
    const dot = region.getByRole("button", { name: `Show testimonial ${slide(SLIDES)}` });
    await dot.click();
    await expect(current).toHaveAttribute("aria-label", slide(SLIDES));
    await expect(dot).toHaveAttribute("aria-current", "true");
    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(current).toHaveAttribute("aria-label", slide(SLIDES - 1));
  });

  test("pauses while hovered", async ({ page }) => {
    const { region, current } = carousel(page);
    await holdCarouselOnStoppedClock(page);
    await region.hover();
    await page.clock.runFor(INTERVAL * 3);
    await expect(current).toHaveAttribute("aria-label", slide(1));
    await page.mouse.move(0, 0);
    await page.clock.runFor(INTERVAL);
    await expect(current).toHaveAttribute("aria-label", slide(2));
  });

  test("pauses while it holds keyboard focus", async ({ page }) => {
    const { current, live, toggle } = carousel(page);
    await holdCarouselOnStoppedClock(page);
    await page.mouse.move(0, 0);
    await toggle.focus();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(INTERVAL * 3);
    await expect(current).toHaveAttribute("aria-label", slide(1));
    await toggle.blur();
    await expect(live).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(INTERVAL);
    await expect(current).toHaveAttribute("aria-label", slide(2));
  });

  test("the pause button stops rotation and play restarts it", async ({ page }) => {
    const { current, toggle } = carousel(page);
    await holdCarouselOnStoppedClock(page);
    await toggle.click();
    await expect(toggle).toHaveText("Play");
    await page.mouse.move(0, 0);
    await page.clock.runFor(INTERVAL * 3);
    await expect(current).toHaveAttribute("aria-label", slide(1));
    await toggle.click();
    await expect(toggle).toHaveText("Pause");
    await page.mouse.move(0, 0);
    await page.clock.runFor(INTERVAL);
    await expect(current).toHaveAttribute("aria-label", slide(2));
  });
});

test("the carousel works after the client router brings its page in", async ({ page }) => {
  // /ai-services is static, its carousel set up by the inline script; from a page with the
  // framework (the help search's results, rendered per request), a link is followed without a
  // full load and the HTML arrives without that script running.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/help/search?q=api");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "AI Services", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ai-services$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  const { region, current } = carousel(page);
  await region.getByRole("button", { name: "Next testimonial" }).click();
  await expect(current).toHaveAttribute("aria-label", slide(2));
});

test.describe("AI landing carousel with reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });

  test("does not advance on its own", async ({ page }) => {
    await page.clock.install();
    await page.goto("/ai-services");
    const { current, toggle } = carousel(page);
    await expect(toggle).toHaveText("Play");
    await page.clock.runFor(INTERVAL * 4);
    await expect(current).toHaveAttribute("aria-label", slide(1));
  });
});

test.describe("AI landing", () => {
  pooledTest("service cards carry their prices and link to their pages", async ({ page }) => {
    await page.goto("/ai-services");
    const cards = page.locator("#ai-services li").filter({ has: page.locator("h3") });
    await expect(cards).toHaveCount(4);
    for (const card of aiServiceCards) {
      const item = cards.filter({ has: page.getByRole("heading", { name: card.title }) });
      // While an offer runs, its sale "from" price (e2e/offer.spec.ts: the list price after it).
      const price = "offerPrice" in card ? card.offerPrice?.price : card.price;
      await expect(item.getByText(price ?? "", { exact: true })).toBeVisible();
      await expect(item.getByRole("link", { name: card.title, exact: true })).toHaveAttribute(
        "href",
        card.link,
      );
      await expect(item.getByRole("link", { name: /Get Started/ })).toHaveAttribute(
        "href",
        "/contact?service=ai",
      );
    }
  });
});

test.describe("AI landing at 1280 px", () => {
  pooledTest.use({ viewport: { width: 1280, height: 800 } });
  for (const [path, learnMore] of [
    ["/ai-services", aiServicesIntro.learnMore],
    ["/ar/ai-services", arAiServicesIntro.learnMore],
  ] as const) {
    pooledTest(
      `${path}: price lines share a top, 'learn more' is flush with the text`,
      async ({ page }) => {
        await page.goto(path);
        const cards = page.locator("#ai-services li").filter({ has: page.locator("h3") });
        const aligned = await cardAlignment(cards, learnMore);
        expect(aligned).toHaveLength(4);
        const tops = aligned.map((card) => card.price ?? NaN);
        expect(
          Math.max(...tops) - Math.min(...tops),
          `price tops ${tops.join(", ")}`,
        ).toBeLessThanOrEqual(1);
        for (const { inset } of aligned)
          if (inset !== null) expect(Math.abs(inset)).toBeLessThanOrEqual(1);
      },
    );
  }
});

test.describe("AI models", () => {
  test("shows 'Loading AI models...' and then the eight models, without shifting the page", async ({
    page,
  }) => {
    // A stopped clock holds the simulated latency until the test moves time on.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto("/ai-services/models");
    const cta = page.getByRole("heading", { name: "Need a model built for your data?" });
    await expect(page.getByText("Loading AI models...")).toBeVisible();
    const before = (await cta.boundingBox())?.y;
    const list = page.getByRole("list", { name: "AI models" });
    // The list is an island, hydrated once in view and the browser idle
    // (src/components/islands/arm.ts): its idle callback (2 s at most) runs on the stopped clock.
    await page.clock.runFor(2_000);
    await expect(page.locator('[data-island="models-loader"]')).toHaveAttribute(
      "data-island-state",
      "hydrated",
    );
    await page.clock.runFor(500);
    await expect(page.getByText("Loading AI models...")).toBeVisible();
    await page.clock.runFor(MODELS_LOAD_DELAY_MS);
    await expect(list.getByRole("heading", { level: 3 })).toHaveCount(aiModels.length);
    await expect(page.getByText("Loading AI models...")).toHaveCount(0);
    expect((await cta.boundingBox())?.y).toBe(before);
  });

  pooledTest(
    "Try Now is disabled for Coming Soon and otherwise announces the demo",
    async ({ page }) => {
      await page.goto("/ai-services/models");
      const list = page.getByRole("list", { name: "AI models" });
      for (const model of aiModels) {
        const button = list.getByRole("button", { name: new RegExp(`^Try Now ${model.name}\\b`) });
        if (model.status === "Coming Soon") await expect(button).toBeDisabled();
        else await expect(button).toBeEnabled();
      }
      const available = aiModels.find((model) => model.status === "Available")!;
      await list.getByRole("button", { name: `Try Now ${available.name}`, exact: true }).click();
      const toast = page.getByRole("status").filter({ hasText: "demo is launching" });
      await expect(toast).toHaveText(new RegExp(`The ${available.name} demo is launching`));
      await expect(toast).toHaveAttribute("aria-live", "polite");
      await expect(toast.getByRole("link", { name: "Request a guided demo" })).toHaveAttribute(
        "href",
        "/ai-services/contact",
      );
    },
  );

  test("shows the error state with Try Again, which reloads the page", async ({ page }) => {
    await page.addInitScript(() => {
      window.__cedarwaveModelsFixture = "error";
    });
    await page.goto("/ai-services/models");
    await expect(page.getByText("Failed to load AI models")).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "Try Again" }).click(),
    ]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      undefined,
    );
    await expect(page.getByText("Failed to load AI models")).toBeVisible();
  });

  test("shows the empty state", async ({ page }) => {
    await page.addInitScript(() => {
      window.__cedarwaveModelsFixture = "empty";
    });
    await page.goto("/ai-services/models");
    await expect(page.getByText("No AI models available at the moment.")).toBeVisible();
    await expect(page.getByRole("button", { name: /Try Now/ })).toHaveCount(0);
  });

  pooledTest("the custom-model call to action leads to both contact pages", async ({ page }) => {
    await page.goto("/ai-services/models");
    const cta = page.locator("section", {
      has: page.getByRole("heading", { name: "Need a model built for your data?" }),
    });
    await expect(cta.getByRole("link", { name: /Contact Our Team/ })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(cta.getByRole("link", { name: "Request a Demo" })).toHaveAttribute(
      "href",
      "/ai-services/contact",
    );
  });
});

const planPages: [string, PlanGroup][] = [
  ["/ai-services/pricing", aiPlans],
  ["/services/conversational-ai", conversationalAiPlans],
  ["/services/website-builder", websiteBuilderPlans],
  ["/services/automation", automationPlans],
];

for (const [path, group] of planPages) {
  pooledTest(`${path}: every plan button goes to /contact with its plan`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText("Most Popular", { exact: true })).toHaveCount(1);
    if (group.about) {
      await expect(page.getByRole("link", { name: group.about.linkLabel })).toHaveAttribute(
        "href",
        planGroup(group.about.other).servicePath,
      );
    }
    for (const plan of group.plans) {
      const link = page.getByRole("link", {
        name: `${plan.buttonText} with the ${plan.name} plan`,
      });
      await expect(link).toHaveAttribute("href", planContactHref(group, plan));
    }
  });
}

pooledTest("the AI demo page is a demo request with the San Francisco office", async ({ page }) => {
  await page.goto("/ai-services/contact");
  await expect(page.getByText("This is a demo request", { exact: false })).toBeVisible();
  await expect(page.getByRole("form", { name: "AI demo request form" })).toBeVisible();
  await expect(page.getByText("San Francisco, CA 94105")).toBeVisible();
  await expect(page.getByRole("link", { name: "+1 (415) 555-0100" })).toHaveAttribute(
    "href",
    "tel:+14155550100",
  );
});
