import { type Locator, type Page } from "@playwright/test";

import { DATA_PROCESSING_EFFECTIVE_DATE } from "../src/content/legal/data-processing";
import { expect, hydrateOnLoad, pooledTest as test } from "./support/fixtures";

const documents = ["/privacy", "/terms", "/cookies", "/data-processing"] as const;
const HEADER_HEIGHT = 64;

/** Follows one table-of-contents link and checks that its heading is visible below the header. */
async function followTocLink(page: Page, link: Locator) {
  const href = await link.getAttribute("href");
  expect(href, "a table-of-contents link points at an anchor").toMatch(/^#.+/);
  const id = decodeURIComponent(href!.slice(1));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  const heading = page.locator(`[id="${id}"]`);
  expect(await heading.evaluate((node) => node.tagName), `#${id} is a heading`).toMatch(/^H[23]$/);
  await expect(heading, `#${id} lands in the viewport`).toBeInViewport();
  const box = await heading.boundingBox();
  expect(box!.y, `#${id} is not hidden under the fixed header`).toBeGreaterThanOrEqual(
    HEADER_HEIGHT - 1,
  );
}

for (const path of documents) {
  test(`${path}: every table-of-contents link lands on its heading (desktop)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    const links = toc.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(5);
    const headingIds = await page
      .locator("article h2[id], article h3[id]")
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    const tocIds = await links.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("href")!.slice(1)),
    );
    // Markdown documents list every h2/h3; content-module pages list their h2 sections.
    expect(headingIds).toEqual(expect.arrayContaining(tocIds));
    for (let index = 0; index < count; index += 1) {
      await followTocLink(page, links.nth(index));
    }
  });

  test(`${path}: the collapsible table of contents works on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    await expect(toc).toBeHidden();
    await page.locator("summary", { hasText: "On this page" }).click();
    await expect(toc).toBeVisible();
    const links = toc.getByRole("link");
    await followTocLink(page, links.nth(1));
    await followTocLink(page, links.last());
  });
}

test("'Last updated' shows each document's own effective date, not today's", async ({ page }) => {
  const dates = new Map<string, string>();
  for (const path of documents) {
    await page.goto(path);
    const time = page.locator("article header time");
    await expect(time).toHaveCount(1);
    const dateTime = (await time.getAttribute("datetime"))!;
    expect(dateTime).toMatch(/^2026-\d{2}-\d{2}$/);
    const expected = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    await expect(time).toHaveText(expected.format(new Date(`${dateTime}T00:00:00Z`)));
    await expect(page.locator("article header")).toContainText("Last updated");
    dates.set(path, dateTime);
  }
  expect(dates.get("/data-processing")).toBe(DATA_PROCESSING_EFFECTIVE_DATE);
  expect(new Set(dates.values()).size).toBe(documents.length);
});

test("a legal document prints black on white without header, footer or table of contents", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
  const page = hydrateOnLoad(await context.newPage());
  await page.goto("/privacy");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header[data-site-header]")).toBeHidden();
  await expect(page.locator("footer[data-site-footer]")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Table of contents" })).toHaveCount(0);
  await expect(page.locator("h1")).toHaveCSS("color", "rgb(0, 0, 0)");
  await expect(page.locator("article .prose p").first()).toHaveCSS("color", "rgb(0, 0, 0)");
  const prose = await page.locator("article .prose").boundingBox();
  expect(prose!.width, "the text uses the page width in print").toBeGreaterThan(600);
  await context.close();
});

test("/compliance: cards, frameworks, transparency reports and contact", async ({ page }) => {
  await page.goto("/compliance");
  for (const [title, status] of [
    ["ISO 27001", "Certified"],
    ["GDPR Compliance", "Compliant"],
    ["SOC 2 Type II", "Audited"],
    ["Data Processing", "Implemented"],
  ] as const) {
    const card = page.locator("li").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.first()).toContainText(status);
  }
  for (const name of ["GDPR", "CCPA", "PIPEDA", "PCI DSS", "SDLC security", "CSA", "NIST"]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole("link", { name: "Request transparency reports" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
