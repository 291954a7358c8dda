import type { Browser, Page } from "@playwright/test";

import { expect, hydrateOnLoad, test } from "./support/fixtures";
import {
  exportCsv,
  newClient,
  signIn,
  uniqueEmail,
  uniqueIp,
  waitUntilSubmittable,
} from "./support/forms";
import { webhooks } from "./support/sinks";

// A lead that arrives from a campaign link carries its source to the inbox, the CSV and the
// webhook (src/lib/analytics/attribution.ts); a browser that asks not to be tracked carries none.

/** A desktop Chrome's user agent: the headless one is a crawler's to isbot, and is not counted. */
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CAMPAIGN_LINK =
  "/services/automation?utm_source=google&utm_medium=cpc&utm_campaign=spring-launch";
const FROM_CAMPAIGN =
  "Came from google / cpc / spring-launch, referred by google.com, landed on /services/automation";
const ATTRIBUTION = [
  "entryPath",
  "referrerHost",
  "campaignSource",
  "campaignMedium",
  "campaignName",
];

/**
 * A fresh visitor (an address and browser of its own) arrives from Google on the campaign link,
 * goes to /contact and sends a lead. `headers`: what else the browser sends (Sec-GPC).
 */
async function leadFromCampaign(
  browser: Browser,
  email: string,
  headers: Record<string, string> = {},
) {
  const context = await browser.newContext({
    userAgent: CHROME,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp(), ...headers },
    viewport: { width: 1280, height: 900 },
  });
  const page = hydrateOnLoad(await context.newPage());
  await page.goto(CAMPAIGN_LINK, { referer: "https://www.google.com/" });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First name").fill("Carla");
  await form.getByLabel("Last name").fill("Campaign");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Project details").fill("We saw your automation page.");
  await waitUntilSubmittable(page, "Contact form");
  // The server writes its page views every 2 s; the submission writes them first (submit.ts).
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("reply within 24 hours");
  await context.close();
}

/** Opens the lead sent from `email` from the list (found by its address) and returns its sentence. */
async function attributionOnPage(page: Page, email: string): Promise<string> {
  await page.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: /^Open #\d+$/ }).click();
  const section = page.getByRole("region", { name: "Where it came from" });
  await expect(section).toBeVisible();
  return (await section.locator("p").first().textContent()) ?? "";
}

/** The five attribution cells of the CSV line holding `email`. */
function attributionCells(csv: string, email: string): string[] {
  const [header, ...lines] = csv.split("\r\n");
  const columns = header!.split(",");
  const line = lines.find((row) => row.includes(email));
  expect(line, `the CSV holds ${email}`).toBeDefined();
  // The cells of these tests' leads hold no comma or quote.
  const cells = line!.split(",").slice(-ATTRIBUTION.length);
  expect(columns.slice(-ATTRIBUTION.length)).toEqual(ATTRIBUTION);
  return cells;
}

test("a lead from a campaign link shows its campaign and entry page; a Sec-GPC one has no source", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tracked = uniqueEmail("campaign");
  const optedOut = uniqueEmail("gpc");
  await leadFromCampaign(browser, tracked);
  await leadFromCampaign(browser, optedOut, { "sec-gpc": "1" });

  const team = await newClient(browser);
  await signIn(team.page);
  expect(await attributionOnPage(team.page, tracked)).toBe(FROM_CAMPAIGN);
  expect(await attributionOnPage(team.page, optedOut)).toBe("Direct or unknown");

  // The list's filters: by source and campaign, from the values its leads have.
  await team.page.goto("/admin?tab=leads");
  const filters = team.page.getByRole("search", { name: "Filter" });
  await filters.getByText("Status, assignee, form, dates, source and campaign").click();
  await filters.getByLabel("Source or referrer").selectOption("google");
  await filters.getByLabel("Campaign").selectOption("spring-launch");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(team.page).toHaveURL(/[?&]source=google&campaign=spring-launch/);
  await expect(team.page.getByRole("row").filter({ hasText: tracked })).toHaveCount(1);
  await expect(team.page.getByRole("row").filter({ hasText: optedOut })).toHaveCount(0);
  await team.page.goto("/admin?tab=leads&source=(direct)");
  await expect(team.page.getByRole("row").filter({ hasText: optedOut })).toHaveCount(1);
  await expect(team.page.getByRole("row").filter({ hasText: tracked })).toHaveCount(0);
  await team.context.close();

  const csv = await exportCsv("leads");
  expect(attributionCells(csv, tracked)).toEqual([
    "/services/automation",
    "google.com",
    "google",
    "cpc",
    "spring-launch",
  ]);
  expect(attributionCells(csv, optedOut)).toEqual(["", "", "", "", ""]);

  const [event] = await webhooks(
    "submission.created",
    (hook) => (hook.body.data.fields as { email?: string }).email === tracked,
  );
  expect(event!.body.data.attribution).toEqual({
    entryPath: "/services/automation",
    referrerHost: "google.com",
    campaignSource: "google",
    campaignMedium: "cpc",
    campaignName: "spring-launch",
  });
});
