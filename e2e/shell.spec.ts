import { expect, test } from "@playwright/test";

import { routes } from "../src/config/routes";

test.describe("header", () => {
  test("is transparent up to 10 px of scroll and translucent beyond", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header[data-site-header]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("AI dropdown works by keyboard and closes on Escape and when focus leaves", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "AI" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const links = nav.getByRole("link");
    await expect(nav.getByRole("link", { name: "Conversational AI" })).toBeVisible();
    for (const name of ["Website Builder AI", "Custom AI Solutions", "AI Automation"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Conversational AI" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole("link", { name: "Conversational AI" })).toBeHidden();

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await links.count()).toBeGreaterThan(0);
  });

  test("marks the current page with aria-current", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test("is a labelled modal: Escape closes and focus returns to the menu button", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    for (const section of ["AI Services", "AI Pages", "Main Pages"]) {
      await expect(dialog.getByRole("heading", { name: section })).toBeVisible();
    }
    await expect(dialog.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    await expect(dialog.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(dialog.getByRole("button", { name: /Theme/ })).toBeVisible();
    // Focus stays inside the dialog while tabbing.
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a tap on the backdrop closes it", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("every link closes it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("link", { name: "Home" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("theme", () => {
  test("defaults to dark and keeps the choice across pages", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Theme: Dark" }).first().click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("light");
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Theme: Light" }).first()).toBeVisible();
  });

  test("the theme menu works from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Theme: Dark" }).first();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Theme" });
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Opens on the checked item; arrows wrap around.
    await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
    await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitemradio", { name: "System" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitemradio", { name: "Light" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // ArrowUp opens on the last item; Space chooses and returns focus to the button.
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("menuitemradio", { name: "System" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(menu.getByRole("menuitemradio", { name: "Light" })).toBeFocused();
    await page.keyboard.press(" ");
    await expect(menu).toBeHidden();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Theme: Light" }).first()).toBeFocused();
    // A click outside closes it without changing the theme.
    await page.getByRole("button", { name: "Theme: Light" }).first().click();
    await expect(menu).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("light");
  });

  test("paints the stored theme on the first frame with every script file blocked", async ({
    page,
  }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem("ui-theme", "light"));
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(255, 255, 255)",
    );
  });

  test("system follows the OS preference live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => localStorage.setItem("ui-theme", "system"));
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});

test.describe("not found", () => {
  test("unknown paths get the 404 page with HTTP status 404", async ({ page }) => {
    for (const path of ["/does-not-exist", "/services/nope", "/blog/nope/deeper"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByText(/does not exist or is still under development/)).toBeVisible();
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: /Homepage/ })).toHaveAttribute("href", "/");
      await expect(main.getByRole("link", { name: /Contact/ })).toHaveAttribute("href", "/contact");
    }
  });
});

test.describe("security headers and search files", () => {
  for (const path of ["/", "/does-not-exist", "/sitemap.xml", "/robots.txt"]) {
    test(`security headers on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain("unsafe-eval");
      expect(headers["strict-transport-security"]).toMatch(/max-age=31536000/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBeTruthy();
      expect(headers["permissions-policy"]).toContain("camera=()");
    });
  }

  test("sitemap lists every registry route and robots names it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of routes) {
      const suffix = route.path === "/" ? "</loc>" : `${route.path}</loc>`;
      expect(sitemap, route.path).toContain(suffix);
    }
    expect(sitemap).not.toContain("/admin");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toContain("Disallow: /admin");
  });

  test("home page has its own metadata and Organization JSON-LD", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Cedarwave/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/^https?:\/\//);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(jsonLd ?? "{}") as Record<string, unknown>;
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe("Cedarwave");
  });
});
