import { createHash } from "node:crypto";

import { test as ownPage } from "@playwright/test";

import { resourceLinks } from "../src/config/nav";
import * as ar from "../src/content/ar/ui";
import * as en from "../src/content/ui";
import { expect, pooledHtmlFirstTest as htmlFirst, pooledTest, test } from "./support/fixtures";
import { settle } from "./support/hold-scripts";
import { publicPages } from "./support/pages";

// The header's controls are HTML (a <dialog> with invoker commands, popovers) and a tiny inline
// script: the header, drawer and theme tests use them as soon as the page is there, without
// waiting for hydration (`htmlFirst`'s goto returns at the load event). Tests that only open
// pages keep one page per worker and set of options (pooledTest, e2e/support/fixtures.ts); those
// that add an init script or a route have a page of their own (`ownPage`, Playwright's test).
const hydrated = pooledTest;

htmlFirst.describe("header", () => {
  htmlFirst("is transparent up to 10 px of scroll and translucent beyond", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header[data-site-header]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 10));
    await settle(page);
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

  htmlFirst(
    "the AI and Resources menus work by keyboard, close on Escape and when focus leaves",
    async ({ page }) => {
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

      // Resources is the same menu; Contact is not beside the consultation button that leads there.
      await expect(nav.getByRole("link", { name: "Contact" })).toHaveCount(0);
      const resources = nav.getByRole("button", { name: "Resources" });
      await resources.focus();
      await page.keyboard.press("Enter");
      await expect(resources).toHaveAttribute("aria-expanded", "true");
      for (const link of resourceLinks) {
        await expect(nav.getByRole("link", { name: link.label })).toBeVisible();
      }
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: resourceLinks[0]!.label })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(resources).toBeFocused();
      await expect(resources).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await nav.getByRole("link", { name: "Help Center" }).click();
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  );

  htmlFirst("marks the current page with aria-current", async ({ page }) => {
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

hydrated(
  "links fetch nothing until clicked, then navigate without a full page load",
  async ({ page }) => {
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).searchParams.has("_rsc")) dataRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    // A page with the runtime (rendered per request; static and island pages have no client
    // router: e2e/static-pages.spec.ts, e2e/islands.spec.ts).
    await page.goto("/help/search?q=api");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 3000);
    await settle(page);
    expect(dataRequests).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Team" })
      .click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(dataRequests.length).toBeGreaterThan(0);
  },
);

hydrated(
  "the page paints before any framework script is fetched, then hydrates",
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/ai-services/models");
    // Hydrated: React's effects have run (the fixture's goto also waits for this mark).
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) =>
          /^\/_next\/static\/(?:chunks|islands)\//.test(new URL(entry.name).pathname),
        )
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.paint!);
  },
);

htmlFirst.describe("on a 360 px phone", () => {
  htmlFirst.use({ viewport: { width: 360, height: 740 }, isMobile: true });

  htmlFirst("the header fits: logo and menu button, the rest in the drawer", async ({ page }) => {
    for (const [path, menu] of [
      ["/", en.layoutCopy.drawer.open],
      ["/ar", ar.layoutCopy.drawer.open],
    ] as const) {
      await page.goto(path);
      const header = page.locator("header").first();
      const bar = await header.boundingBox();
      for (const element of await header.locator("a:visible, button:visible").all()) {
        const box = (await element.boundingBox())!;
        expect(box.x, `${path}: ${await element.textContent()}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path}: ${await element.textContent()}`).toBeLessThanOrEqual(
          bar!.width,
        );
      }
      await expect(header.getByRole("button", { name: menu })).toBeVisible();
    }
  });
});

htmlFirst.describe("mobile drawer", () => {
  htmlFirst.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  htmlFirst(
    "is a labelled modal: Escape closes and focus returns to the menu button",
    async ({ page }) => {
      await page.goto("/");
      const trigger = page.getByRole("button", { name: "Open menu" });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await expect(dialog).toBeVisible();
      for (const section of ["Main Pages", "AI", "Resources"]) {
        await expect(dialog.getByRole("heading", { name: section, exact: true })).toBeVisible();
      }
      await expect(dialog.getByRole("link", { name: "Sign In" })).toHaveAttribute(
        "href",
        "/signin",
      );
      await expect(dialog.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute(
        "href",
        "/services",
      );
      await expect(dialog.getByRole("button", { name: /Theme/ })).toBeVisible();
      // Focus stays inside the dialog while tabbing: where it is after each Tab is noted in the
      // page and read once (a Tab that left the page would note nothing).
      await dialog.evaluate((node) => {
        const inside: boolean[] = [];
        (window as unknown as { tabs: boolean[] }).tabs = inside;
        document.addEventListener("keyup", (event) => {
          if (event.key === "Tab") inside.push(node.contains(document.activeElement));
        });
      });
      for (let i = 0; i < 30; i += 1) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => (window as unknown as { tabs: boolean[] }).tabs)).toEqual(
        Array.from({ length: 30 }, () => true),
      );
      // The page behind does not scroll.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    },
  );

  for (const [path, ui] of [
    ["/", en],
    ["/ar", ar],
  ] as const) {
    htmlFirst(`${path}: starts with the main pages and lists each page once`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("button", { name: ui.layoutCopy.drawer.open }).click();
      const nav = page
        .getByRole("dialog", { name: ui.layoutCopy.drawer.title })
        .getByRole("navigation", { name: ui.layoutCopy.drawer.navLabel });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("heading").first()).toHaveText(ui.layoutCopy.drawer.mainPages);
      const links = await nav
        .getByRole("link")
        .evaluateAll((anchors) =>
          anchors.map((a) => ({ href: a.getAttribute("href"), label: a.textContent?.trim() })),
        );
      expect(links[0]?.href).toBe(path);
      const headings = await nav.getByRole("heading").allTextContents();
      const hrefs = links.map((link) => link.href);
      const labels = links.map((link) => link.label);
      expect(new Set(hrefs).size, "each page once").toBe(hrefs.length);
      expect(new Set(labels).size, "each label once").toBe(labels.length);
      for (const heading of headings)
        expect(labels, "a heading repeats a link").not.toContain(heading);
    });
  }

  htmlFirst("a tap on the backdrop closes it", async ({ page }) => {
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

  htmlFirst("a followed link closes it, to this page or to another", async ({ page }) => {
    // That every drawer link leads to a page that answers is checked on the server's HTML
    // (links.spec.ts) and by following them on each template's sample (no-js-navigation.spec.ts).
    // Here, following one closes the drawer: the link to this page (aria-current), then one to
    // another page. A page with the client router is the next test.
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const current = dialog.locator('a[aria-current="page"]');
    const other = dialog.locator('a[href^="/"]:not([aria-current]):not([data-language-switch])');
    for (const link of [current, other.first()]) {
      await trigger.click();
      await expect(dialog).toBeVisible();
      const href = await link.getAttribute("href");
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname, href ?? "").toBe(href);
      await expect(dialog, href ?? "").toBeHidden();
    }
    expect(new URL(page.url()).pathname).not.toBe("/");
  });
});

hydrated("with the client router, a followed drawer link closes the drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A page with the runtime (rendered per request; static and island pages have no router).
  await page.goto("/help/search?q=api");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await dialog.getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(dialog).toBeHidden();
  // No full page load: the page that opened the drawer is still the one shown.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // aria-current moved with the client-side navigation.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(dialog.getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page");
  await expect(
    dialog.getByRole("link", { name: "AI Services", exact: true }).first(),
  ).not.toHaveAttribute("aria-current", "page");
});

htmlFirst.describe("theme", () => {
  htmlFirst("defaults to dark and keeps the choice across pages", async ({ page }) => {
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

  htmlFirst("the theme menu works from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Theme: Dark" }).first();
    // The markup states no aria-expanded (a popovertarget button has it implicitly; the HTML
    // standard does not allow it written): the header script sets it from the first toggle.
    await expect(trigger).not.toHaveAttribute("aria-expanded", "true");
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

  ownPage(
    "paints the stored theme on the first frame with every script file blocked",
    async ({ page }) => {
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.addInitScript(() => localStorage.setItem("ui-theme", "light"));
      // The page never hydrates: wait for the parsed document only.
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        "rgb(255, 255, 255)",
      );
    },
  );

  ownPage("system follows the OS preference live", async ({ page }) => {
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
  hydrated("unknown paths get the 404 page with HTTP status 404", async ({ page }) => {
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
  const checkedPaths = [
    "/",
    "/contact",
    "/does-not-exist",
    "/admin",
    "/admin/export/leads",
    "/health",
    "/sitemap.xml",
    "/robots.txt",
    "/icon.svg",
  ];
  // Pre-rendered pages the server sends as the build compressed them.
  const STATIC_PATHS = new Set(["/"]);
  for (const path of checkedPaths) {
    test(`security headers on ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain("unsafe-eval");
      const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      // A page rendered for the request allows its scripts by a nonce of its own; a page sent as
      // the build made it (src/lib/http/static-files.mjs), by their hashes alone.
      if (STATIC_PATHS.has(path)) {
        expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
        expect(scriptSrc).not.toContain("'nonce-");
      } else {
        expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
      }
      expect(headers["strict-transport-security"]).toMatch(/max-age=31536000/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("every inline script of a pre-rendered page is allowed by its hash", async ({ request }) => {
    for (const path of ["/", "/pricing", "/blog", "/does-not-exist", "/ar/does-not-exist"]) {
      const response = await request.get(path);
      const html = await response.text();
      const csp = response.headers()["content-security-policy"] ?? "";
      const inline = [
        // Not JSON-LD and not an island's props (data: nothing runs them).
        ...html.matchAll(
          /<script(?![^>]*\ssrc=)(?![^>]*ld\+json)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, body] of inline) {
        const digest = createHash("sha256")
          .update(body ?? "")
          .digest("base64");
        expect(csp, `${path}: ${body?.slice(0, 60)}`).toContain(`'sha256-${digest}'`);
      }
    }
  });

  test("a new nonce for every response", async ({ request }) => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec(
        (await request.get("/admin")).headers()["content-security-policy"] ?? "",
      )?.[1];
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  // Pages with islands or the runtime; static pages (/, the 404) are checked in
  // e2e/static-pages.spec.ts.
  for (const path of ["/ai-services/models", "/blog", "/contact", "/admin"]) {
    hydrated(`${path} hydrates under the policy with no violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(path);
      // React attaches its fiber to the DOM nodes it hydrates: proof that the scripts ran.
      // (An island's root is its [data-island] element; the runtime's is the body's first child.)
      await page.waitForFunction(() =>
        Object.keys(
          document.querySelector("[data-island] > *") ?? document.body.firstElementChild ?? {},
        ).some((key) => key.startsWith("__react")),
      );
      expect(violations).toEqual([]);
    });
  }

  test("sitemap lists every public page and robots names it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { path } of publicPages) {
      const suffix = path === "/" ? "</loc>" : `${path}</loc>`;
      expect(sitemap, path).toContain(suffix);
    }
    expect(sitemap).not.toContain("/admin");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toContain("Disallow: /admin");
  });

  hydrated("home page has its own metadata and Organization JSON-LD", async ({ page }) => {
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
