import { certifications, trainingProgrammes, trainingTestimonials } from "../src/content/training";
import { expect, pooledTest as test } from "./support/fixtures";

test.describe("training page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows four programmes with enrol buttons to /contact", async ({ page }) => {
    await page.goto("/training");
    const programmes = page.locator("#programmes > div > ul > li");
    await expect(programmes).toHaveCount(4);
    const expected = [
      ["Free", "4 weeks", "16 lessons"],
      ["$299", "6 weeks", "24 lessons"],
      ["$499", "8 weeks", "32 lessons"],
      ["$399", "5 weeks", "20 lessons"],
    ];
    for (const [index, programme] of trainingProgrammes.entries()) {
      const card = programmes.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(programme.title);
      for (const text of expected[index]!) await expect(card).toContainText(text);
      await expect(card.getByRole("link")).toHaveAttribute(
        "href",
        `/contact?service=ai&plan=training-${programme.id}`,
      );
    }
  });

  for (const path of ["/training", "/ar/training"]) {
    test(`${path}: the cards of a row have their buttons on one line, no fact wraps`, async ({
      page,
    }) => {
      await page.goto(path);
      const cards = await page.locator("#programmes > div > ul > li").evaluateAll((items) =>
        items.map((item) => ({
          top: item.getBoundingClientRect().top,
          button: item.querySelector(":scope > a")!.getBoundingClientRect().top,
          facts: [...item.querySelectorAll("dd")].map((dd) => dd.getBoundingClientRect().height),
        })),
      );
      expect(cards).toHaveLength(4);
      for (const card of cards) {
        const rowmate = cards.find((other) => other !== card && Math.abs(other.top - card.top) < 1);
        expect(rowmate, "two cards a row at 1280 px").toBeDefined();
        expect(Math.abs(rowmate!.button - card.button), "buttons on one line").toBeLessThanOrEqual(
          1,
        );
        for (const height of card.facts) expect(height, "a fact on one line").toBeLessThan(30);
      }
    });
  }

  test("shows three certifications valid 2 years, enterprise training and testimonials", async ({
    page,
  }) => {
    await page.goto("/training");
    const certs = page.locator("#certifications > div > ul > li");
    await expect(certs).toHaveCount(3);
    for (const [index, certification] of certifications.entries()) {
      await expect(certs.nth(index)).toContainText(certification.title);
      await expect(certs.nth(index)).toContainText("2 years");
      await expect(certs.nth(index).getByRole("listitem")).toHaveCount(
        certification.requirements.length,
      );
    }
    const enterprise = page.locator("#enterprise");
    await expect(enterprise.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(enterprise.getByRole("link", { name: /Contact Sales/ })).toHaveAttribute(
      "href",
      /^\/contact/,
    );
    await expect(page.locator("#testimonials figure")).toHaveCount(
      trainingTestimonials.items.length,
    );
  });
});
