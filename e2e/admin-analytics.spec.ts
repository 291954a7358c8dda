import fs from "node:fs";

import type { Browser, Locator, Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { newClient, signIn, uniqueIp } from "./support/forms";
import { expectNoAxeViolations } from "./support/page-checks";

/** A browser as a visitor's is: headless Chromium names itself, and crawlers are not counted. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A campaign no other test sends: its lines on the page are this test's alone. */
function newCampaign() {
  const tag = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { source: `src-${tag}`, campaign: `camp-${tag}` };
}

/** A real visitor, in a context of its own: lands from the campaign link, then reads a page. */
async function visitFromCampaign(browser: Browser, { source, campaign }: Campaign) {
  const context = await browser.newContext({
    userAgent: VISITOR_AGENT,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const page = await context.newPage();
  await page.goto(`/services?utm_source=${source}&utm_medium=cpc&utm_campaign=${campaign}`);
  await page.goto("/pricing");
  await context.close();
}

/** The row of the table under `heading` whose first cell holds `text`. */
function rowOf(page: Page, heading: string, text: string): Locator {
  return page
    .getByRole("region", { name: heading, exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: text, exact: true }) });
}

type Campaign = ReturnType<typeof newCampaign>;

/** Opens the last 7 days, reloading until the page views written every 2 s are counted. */
async function openWithCampaign(page: Page, { source, campaign }: Campaign) {
  await expect(async () => {
    await page.goto("/admin/analytics?days=7");
    await expect(rowOf(page, "Campaigns", `${source} / cpc / ${campaign}`)).toHaveCount(1, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
}

test.describe("the team's analytics", () => {
  test("a visitor from a campaign shows in its tables and CSVs; axe-clean; the link builder", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const tagged = newCampaign();
    const { source, campaign } = tagged;
    await visitFromCampaign(browser, tagged);
    const owner = await newClient(browser);
    await signIn(owner.page);
    const { page } = owner;
    await page.getByRole("navigation").getByRole("link", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await openWithCampaign(page, tagged);

    // The campaign, its source and its entry page: one visit, no lead yet.
    await expect(
      rowOf(page, "Campaigns", `${source} / cpc / ${campaign}`).getByRole("cell"),
    ).toHaveText(["1", "0", "0%"]);
    await expect(rowOf(page, "Sources", source).getByRole("cell")).toHaveText(["1", "0", "0%"]);
    await expect(rowOf(page, "Entry pages", "/services")).toHaveCount(1);
    await expect(rowOf(page, "Top pages", "/pricing")).toHaveCount(1);
    await expect(rowOf(page, "Languages", "English")).toHaveCount(1);
    await expect(rowOf(page, "Devices", "Desktop")).toHaveCount(1);
    // The totals count the visitor, the visit and both page views (at least: other tests browse).
    const stat = async (key: string) =>
      Number(
        (
          (await page.locator(`[data-stat="${key}"] [data-stat-value]`).textContent()) ?? ""
        ).replace(/,/g, ""),
      );
    expect(await stat("visits")).toBeGreaterThanOrEqual(1);
    expect(await stat("visitors")).toBeGreaterThanOrEqual(1);
    expect(await stat("views")).toBeGreaterThanOrEqual(2);
    // Today's line of the chart's numbers.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByText("The numbers").click();
    const todayRow = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: today }) });
    await expect(todayRow).toHaveCount(1);
    await expectNoAxeViolations(page, "/admin/analytics");

    // The campaigns' CSV, downloaded as a browser does, and the days' CSV.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Campaigns as CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^cedarwave-analytics-campaigns-[\d-]+\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("\ufeffsource,medium,campaign,visits,leads,conversion\r\n")).toBe(true);
    expect(csv).toContain(`${source},cpc,${campaign},1,0,0.0000\r\n`);
    const daily = await owner.context.request.get(
      `/admin/analytics/export/daily?from=${today}&to=${today}`,
    );
    expect(daily.headers()["content-type"]).toContain("text/csv");
    const lines = (await daily.text())
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("day,visitors,visits,views,leads");
    expect(lines).toHaveLength(2);
    expect(Number(lines[1]!.split(",")[3])).toBeGreaterThanOrEqual(2);

    // The link builder: the built link, and the copy button copies it.
    await owner.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const builder = page.getByRole("region", { name: "Campaign link builder" });
    await builder.getByLabel("Page of the site").fill("/pricing");
    await builder.getByLabel("Source (utm_source)").fill("LinkedIn");
    await builder.getByLabel("Medium (utm_medium)").fill("social");
    await builder.getByLabel("Campaign (utm_campaign)").fill("spring-launch");
    await builder.getByRole("button", { name: "Build link" }).click();
    const link = builder.locator("[data-campaign-link]");
    await expect(link).toHaveText(
      /^https?:\/\/[^/]+\/pricing\?utm_source=linkedin&utm_medium=social&utm_campaign=spring-launch$/,
    );
    await builder.getByRole("button", { name: "Copy campaign link" }).click();
    await expect(builder.getByRole("status")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await link.textContent(),
    );

    // The team's own browsing is not counted: the campaign's visits stay one.
    await page.goto(`/services?utm_source=${source}&utm_medium=cpc&utm_campaign=${campaign}`);
    await page.waitForTimeout(2500);
    await page.goto("/admin/analytics?days=7");
    await expect(rowOf(page, "Sources", source).getByRole("cell").first()).toHaveText("1");
    await owner.context.close();
  });

  test("works with JavaScript off: the range form, the tables and the link builder", async ({
    browser,
  }) => {
    const tagged = newCampaign();
    const { source, campaign } = tagged;
    await visitFromCampaign(browser, tagged);
    const owner = await newClient(browser, { javaScriptEnabled: false });
    await signIn(owner.page);
    const { page } = owner;
    await openWithCampaign(page, tagged);
    await page.getByRole("button", { name: "Last 90 days" }).click();
    await expect(page).toHaveURL(/[?&]days=90/);
    await expect(page.getByRole("button", { name: "Last 90 days" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(rowOf(page, "Campaigns", `${source} / cpc / ${campaign}`)).toHaveCount(1);

    // A range of dates: a day long ago has nothing.
    await page.getByLabel("From (UTC)").fill("2025-01-01");
    await page.getByLabel("To (UTC)").fill("2025-01-02");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-02/);
    await expect(page.getByRole("region", { name: "Campaigns", exact: true })).toContainText(
      "Nothing counted in this range.",
    );

    const builder = page.getByRole("region", { name: "Campaign link builder" });
    await builder.getByLabel("Source (utm_source)").fill("newsletter");
    await builder.getByRole("button", { name: "Build link" }).click();
    await expect(builder.locator("[data-campaign-link]")).toHaveText(/\/\?utm_source=newsletter$/);
    // The range stayed; the copy button is not shown without a script to run it.
    await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-02/);
    await expect(builder.getByRole("button", { name: /Copy/ })).toBeHidden();
    await owner.context.close();
  });
});
