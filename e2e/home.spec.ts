import { homeStats, homeTestimonials } from "../src/content/home";
import { services } from "../src/content/services";
import { expect, pooledTest as test } from "./support/fixtures";

test.describe("home page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the seed's overview: stats, six service cards, testimonials and CTAs", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.locator("main");
    for (const stat of homeStats) {
      await expect(main.getByText(stat.number, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(stat.label, { exact: true })).toBeVisible();
    }
    const cards = main.locator("#services li").filter({ has: page.locator("h3") });
    await expect(cards).toHaveCount(6);
    for (const service of services) {
      const card = cards.filter({ has: page.getByRole("heading", { name: service.title }) });
      await expect(card.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        service.link,
      );
      const cta = card.getByRole("link", { name: /Get Started/ });
      await expect(cta).toHaveAttribute("href", `/contact?service=${service.contactService}`);
    }
    await expect(main.getByRole("link", { name: "AI Solutions", exact: true })).toHaveAttribute(
      "href",
      "/ai-services",
    );

    const testimonials = main.locator("#testimonials figure");
    await expect(testimonials).toHaveCount(homeTestimonials.items.length);
    await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);

    await expect(main.getByRole("link", { name: /Get Free Consultation/ }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: /View All Services/ })).toHaveAttribute(
      "href",
      "/services",
    );
  });

  test("footer has the four groups, social links in a new tab and the year", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const group of ["Services", "Company", "Resources", "Legal"]) {
      await expect(footer.getByRole("navigation", { name: `Footer ${group}` })).toBeVisible();
    }
    // The social list sits under a visually hidden "Social media" heading.
    await expect(footer.getByRole("heading", { name: "Social media" })).toHaveClass(/sr-only/);
    const social = footer
      .locator("h2", { hasText: "Social media" })
      .locator("+ ul")
      .getByRole("link");
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText("Cedarwave Technologies. All rights reserved.");
  });
});
