import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import type { Browser } from "@playwright/test";

import { preparedDataDir } from "../scripts/lib/prepared-data-dir.mjs";
import { siteConfig } from "../src/config/site";
import { expect, hydrateOnLoad, test } from "./support/fixtures";
import { exportCsv, newClient, signIn, uniqueEmail, waitUntilSubmittable } from "./support/forms";
import { ownServer } from "./support/own-server";
import { linkIn, mailTo } from "./support/sinks";

const onTestServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * A visitor who writes through the contact form, opens a ticket and confirms the newsletter: the
 * three forms in tabs of their own, filled first so that their time traps (3 s) run out
 * together, then sent in turn.
 */
async function visitorEverywhere(browser: Browser, email: string) {
  const { context, page } = await newClient(browser);
  const [ticketPage, newsletterPage] = [
    hydrateOnLoad(await context.newPage()),
    hydrateOnLoad(await context.newPage()),
  ];
  await page.goto("/contact");
  const contact = page.getByRole("form", { name: "Contact form" });
  await contact.getByLabel("First name").fill("Person");
  await contact.getByLabel("Last name").fill("Everywhere");
  await contact.getByLabel("Email").fill(email);
  await contact.getByLabel("Project details").fill("Please keep my data only as long as needed.");
  await contact.getByRole("checkbox").check();

  await ticketPage.goto("/support");
  const ticket = ticketPage.getByRole("form", { name: "Support ticket form" });
  await ticket.getByLabel(/^Name/).fill("Person Everywhere");
  await ticket.getByLabel(/^Email/).fill(email);
  await ticket.getByLabel(/^Subject/).fill("Erase me later");
  await ticket.getByLabel(/^Message/).fill("A ticket to be erased.");

  await newsletterPage.goto("/blog");
  const newsletter = newsletterPage.getByRole("form", { name: "Newsletter sign-up" });
  await newsletter.getByLabel("Email address").fill(email);

  await waitUntilSubmittable(page, "Contact form");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toBeVisible();

  await waitUntilSubmittable(ticketPage, "Support ticket form");
  await ticket.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(ticketPage.locator("[data-reference]")).toBeVisible();

  await waitUntilSubmittable(newsletterPage, "Newsletter sign-up");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    newsletterPage.getByRole("status").filter({ hasText: "confirmation link" }),
  ).toBeVisible();
  const [confirmation] = await mailTo(email, { filter: (mail) => /Confirm/.test(mail.subject) });
  await page.goto(onTestServer(linkIn(confirmation!.text, `${siteConfig.url}/newsletter/confirm`)));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your subscription is confirmed",
  );
  await context.close();
}

test("a person's data: found in every table, downloaded as JSON, erased after a confirmation (JavaScript off)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("person");
  await visitorEverywhere(browser, email);

  const { context, page } = await newClient(browser, { javaScriptEnabled: false });
  await signIn(page);
  await page.getByRole("link", { name: "People" }).click();
  await page.getByLabel("Email address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: new RegExp(`rows for ${email}`) }),
  ).toBeVisible();
  // The lookup is a POST: the page's address holds the address only sealed, never as text.
  const notInUrl = () => {
    const url = decodeURIComponent(page.url()).toLowerCase();
    expect(url).not.toContain(email);
    expect(url).not.toContain(email.split("@")[0]!);
  };
  notInUrl();
  expect(page.url()).toMatch(/\/admin\/people\?q=[\w-]+$/);
  const group = (name: string) => page.getByRole("region", { name, exact: true });
  await expect(group("Leads (contact and demo requests)")).toContainText("1 row");
  await expect(group("Support tickets")).toContainText("1 row");
  await expect(group("Newsletter subscribers")).toContainText("1 row");
  await expect(group("Support tickets")).toContainText("Erase me later");
  // The team's mail, the visitor's acknowledgements, the webhooks: the outbox holds several.
  await expect(group("Outbox (emails and webhooks)")).not.toContainText(/\b0 rows/);
  await expect(group("Rate-limit windows (keyed hash of the address)")).not.toContainText(
    /\b0 rows/,
  );

  // The download: a POST, JSON, everything found.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download everything as JSON" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cedarwave-person-\d{4}-\d{2}-\d{2}\.json$/);
  expect(page.url()).not.toContain("export");
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as {
    email: string;
    counts: Record<string, number>;
    records: Record<string, Record<string, unknown>[]>;
  };
  expect(data.email).toBe(email);
  expect(data.counts).toMatchObject({
    leads: 1,
    supportTickets: 1,
    newsletterSubscribers: 1,
    newsletterSuppressions: 0,
  });
  expect(data.records.leads![0]).toMatchObject({ email, fullName: "Person Everywhere" });
  expect(data.records.supportTickets![0]).toMatchObject({ subject: "Erase me later" });
  expect(data.records.newsletterSubscribers![0]).toMatchObject({ email, status: "confirmed" });
  expect(data.records.outbox!.length).toBeGreaterThanOrEqual(4);
  expect(data.records.rateLimits!.length).toBeGreaterThanOrEqual(2);
  expect(JSON.stringify(data.records.rateLimits)).not.toContain(email);

  // Erasure: a confirmation step that repeats what goes, and the address typed again.
  await page.getByRole("button", { name: "Erase this person…" }).click();
  await expect(page.getByRole("heading", { name: "Erase this person", exact: true })).toBeVisible();
  notInUrl();
  await expect(page.getByRole("region", { name: "Support tickets" })).toContainText("1 row");
  await page.getByLabel("Type the email address again to confirm").fill(`x${email}`);
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByRole("alert")).toContainText("does not match. Nothing was erased");
  notInUrl();
  await page.getByLabel("Type the email address again to confirm").fill(email);
  await page.getByRole("button", { name: "Erase everything" }).click();

  // The outcome says how many rows went; neither the page's address nor the page names whose.
  await expect(page.getByRole("status").filter({ hasText: /^Erased \d+ rows\./ })).toBeVisible();
  expect(page.url()).toMatch(/\/admin\/people\?notice=erased&rows=\d+$/);
  expect(decodeURIComponent(page.url()).toLowerCase()).not.toContain(email);
  expect((await page.content()).toLowerCase()).not.toContain(email);

  // Looked up again: only the suppression hash is left.
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `1 row for ${email}` })).toBeVisible();
  await expect(page.getByText("Only the one-way hash of this address is left")).toBeVisible();
  await expect(group("Newsletter suppression list (hash of the address)")).toContainText("1 row");
  for (const name of [
    "Leads (contact and demo requests)",
    "Support tickets",
    "Newsletter subscribers",
    "Outbox (emails and webhooks)",
    "Rate-limit windows (keyed hash of the address)",
    "Internal notes on their submissions",
  ]) {
    await expect(group(name)).toContainText("0 rows");
  }
  expect(await page.content()).not.toContain("Erase me later");
  await expect(page.getByRole("button", { name: "Download everything as JSON" })).toBeVisible();

  // The inbox lists no row with the address.
  for (const tab of ["leads", "tickets", "subscribers"]) {
    await page.goto(`/admin?tab=${tab}`);
    expect(await page.content(), tab).not.toContain(email);
  }
  await context.close();
  for (const table of ["leads", "tickets", "subscribers", "mailing-list"]) {
    expect(await exportCsv(table), table).not.toContain(email);
  }
});

test("the person view and its download are for signed-in staff only", async ({ browser }) => {
  const { context, page } = await newClient(browser);
  const response = await page.goto("/admin/people");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Sign in to the team inbox" })).toBeVisible();
  const download = await page.request.post("/admin/people/export", {
    form: { email: "someone@example.com" },
  });
  expect(download.status()).toBe(401);
  await context.close();
});

const DAY = 86_400_000;

/** Rows of known ages, written straight into the stopped server's PGlite. */
async function insertAgedRows(dataDir: string, now: number, stamp: string) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const lead = `INSERT INTO leads (kind, full_name, email, source_page, created_at, last_activity_at)
      VALUES ('contact', 'Aged Lead', $1, '/contact', $2, $2)`;
    await db.query(lead, [`old-${stamp}@example.com`, new Date(now - 60 * DAY)]);
    await db.query(lead, [`new-${stamp}@example.com`, new Date(now - DAY)]);
    await db.query(
      `INSERT INTO newsletter_subscribers (email, status, source_page, created_at)
       VALUES ($1, 'pending', '/blog', $2)`,
      [`pending-${stamp}@example.com`, new Date(now - DAY)],
    );
  } finally {
    await db.close();
  }
}

/** `npm run purge` against the stopped server's data directory, with its clock moved. */
function runPurgeCommand(dataDir: string, at: Date): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join("node_modules", "tsx", "dist", "cli.mjs"),
        "--conditions=react-server",
        "scripts/purge.ts",
        "--now",
        at.toISOString(),
      ],
      { env: { ...process.env, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`purge exited ${code}: ${output}`)),
    );
  });
}

test("the purge with a moved clock: old rows go, recent ones stay, and the inbox shows the purge", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 3200) + 92;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = preparedDataDir("cw-e2e-purge-");
  const server = ownServer(port, dataDir);
  const stamp = `${Date.now()}`;
  try {
    // The server creates its database (migrations) first; the rows go in while it is stopped.
    await server.stop(await server.start());
    const now = Date.now();
    await insertAgedRows(dataDir, now, stamp);
    // The clock moved 700 days on (23 months): the lead last touched 60 days before today is
    // past its 24 months, the one of yesterday is not; a pending sign-up is past its 30 days.
    const output = await runPurgeCommand(dataDir, new Date(now + 700 * DAY));
    expect(output).toMatch(/Deleted: .*leads 1/);
    expect(output).toContain("newsletter_subscribers 1");

    const child = await server.start();
    try {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await signIn(page);
      await page.goto("/admin/people");
      await expect(page.getByTestId("last-purge")).toContainText("(command)");
      await expect(page.getByTestId("last-purge")).toContainText("leads 1");
      const count = async (email: string, group: string) => {
        await page.getByLabel("Email address").fill(email);
        await page.getByRole("button", { name: "Find" }).click();
        await expect(
          page.getByRole("heading", { level: 2, name: new RegExp(email) }),
        ).toBeVisible();
        return page.getByRole("region", { name: group, exact: true });
      };
      await expect(
        await count(`old-${stamp}@example.com`, "Leads (contact and demo requests)"),
      ).toContainText("0 rows");
      await expect(
        await count(`new-${stamp}@example.com`, "Leads (contact and demo requests)"),
      ).toContainText("1 row");
      await expect(
        await count(`pending-${stamp}@example.com`, "Newsletter subscribers"),
      ).toContainText("0 rows");

      // The owner's button runs it now (as of the real clock: nothing more is past its period).
      await page.getByRole("button", { name: "Run the purge now" }).click();
      await expect(page.getByRole("status")).toContainText("The purge has run");
      await expect(page.getByTestId("last-purge")).toContainText("(inbox)");
      await context.close();
    } finally {
      await server.stop(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
