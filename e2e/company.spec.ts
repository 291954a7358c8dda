import { type Locator, type Page } from "@playwright/test";

import { signInPage } from "../src/content/account";
import { companyServicesIntro as arCompanyServicesIntro } from "../src/content/ar/company";
import { companyServicesIntro } from "../src/content/company";
import { itServicePages } from "../src/content/it-services";
import { formatPrice, planContactHref, planGroups } from "../src/content/plans";
import { planGuide } from "../src/content/pricing-page";
import { services } from "../src/content/services";
import { departments, joinUs, leadership, teamStats } from "../src/content/team";
import { cardAlignment } from "./support/card-alignment";
import { expect, pooledTest as test } from "./support/fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

const PASSWORD = "correct-horse-battery-staple-42";

/** The card (list item), or the comparison table's row, that holds a plan's contact button. */
function planCard(scope: Locator, href: string): Locator {
  return scope.locator(`a[href="${href}"]`).locator("xpath=ancestor::*[self::li or self::tr][1]");
}

/** Dollar amounts shown on a card, in order ("$1,000", "$1,799"...), or "Custom". */
async function amountsOf(card: Locator): Promise<string[]> {
  const text = await card.innerText();
  return text.match(/\$[\d,]+|Custom/g) ?? [];
}

async function hrefOf(scope: Page | Locator, name: string | RegExp): Promise<string | null> {
  return scope.getByRole("link", { name }).first().getAttribute("href");
}

test.describe("sign in", () => {
  test("the password toggle shows and hides the password with an accessible, pressed button", async ({
    page,
  }) => {
    await page.goto("/signin");
    const password = page.getByLabel(signInPage.form.passwordLabel, { exact: true });
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute("type", "password");

    const show = page.getByRole("button", { name: "Show password" });
    await expect(show).toHaveAttribute("aria-pressed", "false");
    await show.click();
    await expect(password).toHaveAttribute("type", "text");
    const hide = page.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveValue(PASSWORD);

    await hide.click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
  });

  test("submitting shows the portal notice and never sends the password", async ({ page }) => {
    const leaks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(PASSWORD) || (request.postData() ?? "").includes(PASSWORD)) {
        leaks.push(`${request.method()} ${request.url()}`);
      }
    });
    page.on("console", (message) => {
      if (message.text().includes(PASSWORD)) leaks.push(`console: ${message.text()}`);
    });
    await page.goto("/signin");
    const notice = page.getByRole("status");
    const title = notice.getByText(signInPage.form.notice.title);
    const submit = page.getByRole("button", { name: signInPage.form.submit, exact: true });

    // Both fields are required: an empty form does not submit.
    await submit.click();
    await expect(title).toBeHidden();
    expect(
      await page
        .getByLabel(signInPage.form.emailLabel)
        .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    await page.getByLabel(signInPage.form.emailLabel).fill("client@example.com");
    await submit.click();
    await expect(title).toBeHidden();

    const password = page.getByLabel(signInPage.form.passwordLabel, { exact: true });
    await password.fill(PASSWORD);
    await submit.click();
    await expect(title).toBeVisible();
    await expect(password).toHaveValue("");
    await expect(notice.getByRole("link", { name: "Join the waitlist" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(notice.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      "/support",
    );
    await expect(page).toHaveURL(/\/signin$/);
    expect(leaks).toEqual([]);
  });

  test("social sign-in is plainly disabled and explained; the page links onwards", async ({
    page,
  }) => {
    await page.goto("/signin");
    for (const name of ["Continue with Google", "Continue with Facebook"]) {
      const button = page.getByRole("button", { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(signInPage.social.explanation);
    }
    await expect(page.getByText(signInPage.social.explanation)).toBeVisible();
    const main = page.locator("main");
    expect(await hrefOf(main, "Forgot password?")).toBe("/forgot-password");
    expect(await hrefOf(main, "Request access")).toBe("/signup");
    expect(await hrefOf(main, "Back to home")).toBe("/");
  });
});

test.describe("sign in without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form sends nothing and a notice explains why", async ({ page }) => {
    const leaks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(PASSWORD) || (request.postData() ?? "").includes(PASSWORD)) {
        leaks.push(`${request.method()} ${request.url()}`);
      }
    });
    await page.goto("/signin");
    // Playwright parses <noscript> as if scripting were on, so check the served markup.
    expect(await page.content()).toContain(signInPage.noScript);
    await page.getByLabel(signInPage.form.emailLabel).fill("client@example.com");
    await page.getByLabel(signInPage.form.passwordLabel, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: signInPage.form.submit, exact: true }).click();
    await page.waitForLoadState("load");
    expect(page.url()).not.toContain("example.com");
    expect(leaks).toEqual([]);
  });
});

test.describe("pricing", () => {
  test("every plan is on /pricing, grouped, labelled and linked to contact and its service page", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const guide = page.locator("#plan-guide");
    for (const row of planGuide.rows) {
      await expect(guide.getByRole("link", { name: row.product })).toHaveAttribute(
        "href",
        row.href,
      );
    }
    await expect(page.getByText("Most Popular", { exact: true })).toHaveCount(1);
    for (const group of planGroups) {
      const section = page.locator(`[data-plan-group="${group.id}"]`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(group.title);
      const period = group.plans[0]!.period;
      await expect(section).toContainText(
        period === "month" ? "Billed monthly" : "One-time payment",
      );
      expect(await section.locator(`a[href="${group.servicePath}"]`).count()).toBe(1);
      await expect(
        section
          .locator("ul > li, tbody > tr")
          .filter({ has: page.locator("h3, [data-plan-name]") }),
      ).toHaveCount(group.plans.length);
      for (const plan of group.plans) {
        const card = planCard(section, planContactHref(group, plan));
        await expect(card).toHaveCount(1);
        // A card names its plan in an h3, the comparison table in its row header.
        await expect(card.locator("h3, [data-plan-name]")).toHaveText(plan.name);
        const amounts = await amountsOf(card);
        expect(amounts[0], `${group.id}/${plan.id}`).toBe(formatPrice(plan.price));
        if (plan.originalPrice) expect(amounts).toContain(formatPrice(plan.originalPrice));
        await expect(card).toContainText(
          plan.price === null ? "pricing" : period === "month" ? "/month" : "one-time",
        );
      }
    }
  });

  for (const group of planGroups) {
    test(`${group.title}: /pricing shows the same numbers as ${group.servicePath}`, async ({
      page,
    }) => {
      await page.goto("/pricing");
      const section = page.locator(`[data-plan-group="${group.id}"]`);
      const onPricing: Record<string, string[]> = {};
      for (const plan of group.plans) {
        onPricing[plan.id] = await amountsOf(planCard(section, planContactHref(group, plan)));
      }
      await page.goto(group.servicePath);
      const main = page.locator("main");
      for (const plan of group.plans) {
        const card = planCard(main, planContactHref(group, plan));
        await expect(card, `${plan.id} on ${group.servicePath}`).toHaveCount(1);
        expect(await amountsOf(card), `${plan.id} on ${group.servicePath}`).toEqual(
          onPricing[plan.id],
        );
      }
    });
  }
});

test.describe("company info", () => {
  for (const [path, learnMore] of [
    ["/company-info", companyServicesIntro.learnMore],
    ["/ar/company-info", arCompanyServicesIntro.learnMore],
  ] as const) {
    test(`${path}: each service card's 'learn more' is flush with its text`, async ({ page }) => {
      await page.goto(path);
      const cards = page.locator("#services li").filter({ has: page.locator("h3") });
      const aligned = await cardAlignment(cards, learnMore);
      expect(aligned.length).toBeGreaterThan(0);
      for (const { inset } of aligned) expect(inset).not.toBeNull();
      for (const { inset } of aligned) expect(Math.abs(inset ?? 99)).toBeLessThanOrEqual(1);
    });
  }
});

test.describe("calls to action", () => {
  test("/services: six cards, each to its page and to contact with the service preselected", async ({
    page,
  }) => {
    await page.goto("/services");
    const cards = page.locator("#services li").filter({ has: page.locator("h3") });
    await expect(cards).toHaveCount(services.length);
    for (const service of services) {
      const card = cards.filter({ has: page.getByRole("heading", { name: service.title }) });
      expect(await hrefOf(card, service.title)).toBe(service.link);
      expect(await hrefOf(card, /Get Started/)).toBe(`/contact?service=${service.contactService}`);
      expect(await hrefOf(card, /Learn more/)).toBe(service.link);
    }
    const steps = page.locator("#process ol > li h3");
    await expect(steps).toHaveText(["Discovery", "Strategy", "Development", "Deployment"]);
    expect(await hrefOf(page.locator("#cta-heading").locator(".."), /Get Free Consultation/)).toBe(
      "/contact",
    );
  });

  for (const content of Object.values(itServicePages)) {
    test(`${content.path}: hero and closing CTA go to contact with the service preselected`, async ({
      page,
    }) => {
      const service = services.find((candidate) => candidate.slug === content.slug)!;
      const contact = `/contact?service=${service.contactService}`;
      await page.goto(content.path);
      const main = page.locator("main");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(content.hero.title);
      const primary = main.getByRole("link", { name: content.hero.primary!.label });
      await expect(primary).toHaveCount(2);
      for (const link of await primary.all()) await expect(link).toHaveAttribute("href", contact);
      await expect(main.locator("#included li")).toHaveCount(content.included.items.length);
      await expect(main.locator("#process ol > li")).toHaveCount(4);
      await expect(main.locator("#faq summary")).toHaveCount(content.faq.items.length);
      expect(await hrefOf(main, "View All Services")).toBe("/services");
    });
  }

  test("/team: stats, five leaders each leading a department, safe social links, join-us to /contact", async ({
    page,
  }) => {
    await page.goto("/team");
    const main = page.locator("main");
    const stats = main.locator("dl").first();
    for (const stat of teamStats) {
      await expect(stats.getByText(stat.label, { exact: true })).toBeVisible();
      await expect(stats.getByText(stat.number, { exact: true })).toBeVisible();
    }
    const cards = main.locator("#leadership > div > ul > li");
    await expect(cards).toHaveCount(5);
    for (const member of leadership) {
      const card = cards.filter({ has: page.getByRole("heading", { name: member.name }) });
      await expect(card).toContainText(member.role);
      await expect(card).toContainText(member.leads);
      const links = card.getByRole("link");
      await expect(links).toHaveCount(Object.keys(member.social).length);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(
          new RegExp(`^${member.name} on .+ \\(opens in a new tab\\)$`),
        );
        expect(await link.getAttribute("href")).toMatch(
          /^https:\/\/(www\.linkedin\.com|x\.com|github\.com)\//,
        );
      }
    }
    await expect(main.locator("#departments li")).toHaveCount(departments.items.length);
    expect(departments.items).toHaveLength(leadership.length);
    await expect(main.locator("#culture li")).toHaveCount(4);
    expect(await hrefOf(main, joinUs.primary.label)).toBe("/contact");
  });

  test("/company-info, /press-release and the account pages link where they say", async ({
    page,
  }) => {
    await page.goto("/company-info");
    let main = page.locator("main");
    await expect(main.locator("#overview")).toContainText("2020");
    await expect(main.locator("#overview")).toContainText("San Francisco");
    expect(await hrefOf(main, "Meet the team")).toBe("/team");
    expect(await hrefOf(main, "Send Us a Message")).toBe("/contact");
    await expect(main.locator("#team li")).toHaveCount(5);
    await expect(main.locator("#services li").filter({ has: page.locator("h3") })).toHaveCount(6);

    await page.goto("/press-release");
    main = page.locator("main");
    await expect(main).toContainText("SAN FRANCISCO,");
    await expect(main.getByRole("heading", { name: "About Cedarwave" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Media contact" })).toBeVisible();
    expect(await hrefOf(main, "press@cedarwave.example")).toBe("mailto:press@cedarwave.example");

    await page.goto("/signup");
    await expect(page.getByRole("region", { name: "Join the waitlist" })).toBeVisible();
    expect(await hrefOf(page.locator("main"), "Sign in")).toBe("/signin");

    await page.goto("/forgot-password");
    expect(await hrefOf(page.locator("main"), "Contact Support")).toBe("/support");
  });
});
