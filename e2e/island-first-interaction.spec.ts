import type { Page } from "@playwright/test";

import { blogListCopy } from "../src/content/blog-page";
import { expect, test } from "./support/fixtures";
import { newClient, uniqueEmail, waitUntilSubmittable } from "./support/forms";
import { settle } from "./support/hold-scripts";

/**
 * Islands hydrate when they matter (src/components/islands/arm.ts): on the first interaction with
 * them, or once in view and the browser idle, never all at once after the first paint. These
 * tests hold back React and the islands' chunks (not the entry, which arms the islands and marks
 * the page) so that the visitor's first click, keystrokes and submit really come before
 * hydration, then check that each acts exactly once and that nothing typed is lost.
 */

/**
 * Holds the islands' runtime (React's hydrateRoot), which the entry imports when an island is to
 * hydrate, until `release()`: no island can hydrate before. (The entry and what it imports
 * statically, which arm the islands, come through.)
 */
async function holdIslandCode(page: Page) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/_next\/static\/islands\/runtime-[^/]+\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release: () => open() };
}

/**
 * Opens `path` with the islands' code held: not waiting for the load event (the held preloads
 * hold it), only for the page to be marked (every island armed).
 */
async function openArmed(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`).first();

test.describe("islands hydrate when they matter", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an island out of view stays armed until it is scrolled to; the one in view hydrates when idle", async ({
    page,
  }) => {
    await page.goto("/blog");
    // The list is in view: it hydrates once the browser is idle.
    await expect(island(page, "blog-explorer")).toHaveAttribute("data-island-state", "hydrated");
    // The newsletter form, at the foot of the page, is not.
    const newsletter = island(page, "form");
    await settle(page);
    await settle(page);
    await expect(newsletter).toHaveAttribute("data-island-state", "armed");
    await page.getByRole("form", { name: "Newsletter sign-up" }).scrollIntoViewIfNeeded();
    await expect(newsletter).toHaveAttribute("data-island-state", "hydrated");
  });

  test("the first click on Load More before hydration shows the next row once, in place", async ({
    page,
  }) => {
    const held = await holdIslandCode(page);
    await openArmed(page, "/blog");
    const explorer = island(page, "blog-explorer");
    await expect(explorer).not.toHaveAttribute("data-island-state", "hydrated");
    const items = page.locator("#posts li[data-category]");
    const before = await items.count();
    await page.getByRole("link", { name: blogListCopy.loadMore }).click();
    // Held: not followed to /blog/page/2, and the island has not run.
    await settle(page);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(explorer).toHaveAttribute("data-island-state", "loading");
    held.release();
    await expect(explorer).toHaveAttribute("data-island-state", "hydrated");
    await expect(items).toHaveCount(before + 3);
    await settle(page);
    await expect(items).toHaveCount(before + 3);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(items.nth(before).getByRole("link")).toBeFocused();
  });

  test("what is typed into the site search before hydration is searched once it runs", async ({
    page,
  }) => {
    const held = await holdIslandCode(page);
    await openArmed(page, "/help");
    const search = island(page, "site-search");
    await expect(search).not.toHaveAttribute("data-island-state", "hydrated");
    const box = page.getByRole("search").getByRole("searchbox");
    await box.pressSequentially("invoices");
    await expect(search).toHaveAttribute("data-island-state", "loading");
    held.release();
    await expect(search).toHaveAttribute("data-island-state", "hydrated");
    await expect(box).toHaveValue("invoices");
    await expect(
      page
        .getByRole("search")
        .getByRole("list", { name: /Search results/ })
        .getByRole("link", { name: /Managing your subscription and invoices/ }),
    ).toBeVisible();
    // React has it: Escape (the island's) clears the box.
    await box.press("Escape");
    await expect(box).toHaveValue("");
  });

  test("a form typed into and sent before hydration is sent once, by the island, with what was typed", async ({
    browser,
  }) => {
    const { context, page } = await newClient(browser);
    const posts: { path: string; body: string }[] = [];
    page.on("request", (request) => {
      if (request.method() !== "POST") return;
      posts.push({ path: new URL(request.url()).pathname, body: request.postData() ?? "" });
    });
    const held = await holdIslandCode(page);
    await openArmed(page, "/contact");
    const contact = island(page, "form");
    const form = page.getByRole("form", { name: "Contact form" });
    const email = uniqueEmail("before-hydration");
    await form.getByLabel("First name").pressSequentially("Ada");
    await expect(contact).toHaveAttribute("data-island-state", "loading");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Project details").fill("Typed before the form ran.");
    await waitUntilSubmittable(page, "Contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await settle(page);
    expect(posts).toEqual([]);
    held.release();
    await expect(page.getByRole("status")).toContainText("reply within 24 hours");
    expect(posts.map((post) => post.path)).toEqual(["/forms/submit"]);
    const body = new URLSearchParams(posts[0]!.body);
    expect(body.get("firstName")).toBe("Ada");
    expect(body.get("email")).toBe(email);
    expect(body.get("message")).toBe("Typed before the form ran.");
    await context.close();
  });
});
