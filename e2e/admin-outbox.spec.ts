import fs from "node:fs";
import path from "node:path";

import type { Browser } from "@playwright/test";

import { preparedDataDir } from "../scripts/lib/prepared-data-dir.mjs";
import { expect, hydrateOnLoad, test } from "./support/fixtures";
import { newClient, signIn, uniqueEmail, waitUntilSubmittable } from "./support/forms";
import { ownServer } from "./support/own-server";

test.describe("the inbox's Outbox", () => {
  test("is behind the session, private, and says how mail leaves this server", async ({
    browser,
  }) => {
    const anonymous = await newClient(browser);
    const outbox = await anonymous.page.goto("/admin/outbox");
    expect(outbox?.headers()["x-robots-tag"]).toContain("noindex");
    expect(outbox?.headers()["cache-control"]).toBe("no-store");
    await expect(
      anonymous.page.getByRole("heading", { name: "Sign in to the team inbox" }),
    ).toBeVisible();
    await expect(anonymous.page.getByRole("table")).toHaveCount(0);
    for (const url of ["/admin/outbox/1", "/admin/outbox/1/eml"]) {
      const response = await anonymous.page.request.get(url);
      expect(response.headers()["cache-control"], url).toBe("no-store");
      expect(await response.text(), url).not.toContain("Sign out");
    }
    expect((await anonymous.page.request.get("/admin/outbox/1/eml")).status()).toBe(401);
    await anonymous.context.close();

    const health = await (await browser.newContext()).request.get("/health");
    const report = (await health.json()) as Record<string, unknown>;
    expect(report).toMatchObject({ status: "ok", database: "pglite" });
    const figures = report.outbox as Record<string, unknown>;
    expect(Object.keys(figures).sort()).toEqual(["failed", "oldestPendingSeconds", "pending"]);
    expect(Number.isInteger(figures.pending)).toBe(true);
    expect(Number.isInteger(figures.failed)).toBe(true);
    expect(
      figures.oldestPendingSeconds === null || Number.isInteger(figures.oldestPendingSeconds),
    ).toBe(true);

    const staff = await newClient(browser);
    await signIn(staff.page);
    await staff.page.getByRole("link", { name: "Outbox" }).click();
    await expect(staff.page.getByRole("heading", { name: "Outbox", exact: true })).toBeVisible();
    await expect(staff.page.getByRole("link", { name: "Outbox" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The statement says how this server sends mail (the integrator may give the e2e server an
    // SMTP_URL): either the SMTP host, with no credentials, or the directory the .eml files go to.
    const statement = (await staff.page.locator("#mail-status").textContent()) ?? "";
    const host = /^Mail is sent through the SMTP server (\S+)\.$/.exec(statement)?.[1];
    if (host !== undefined) {
      expect(host).toMatch(/^[A-Za-z0-9.-]+(:\d+)?$/);
    } else {
      const mailDir = path.join(path.resolve(process.env.E2E_DATA_DIR ?? ".data-test/e2e"), "mail");
      expect(statement).toBe(
        `Mail is not configured (SMTP_URL is not set): nothing is sent. Each message is written as an .eml file in ${mailDir} on the server instead.`,
      );
    }
    await expect(staff.page.getByText(/^\d+ pending · \d+ failed/)).toBeVisible();
    await staff.context.close();
  });

  test("lists the team notification and the acknowledgement of a contact submission", async ({
    browser,
  }) => {
    const email = uniqueEmail("outbox");
    const lastName = `Outbox${Date.now()}`;
    const visitor = await newClient(browser);
    await visitor.page.goto("/contact");
    const form = visitor.page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill(lastName);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Project details").fill(`A message for the outbox, ${lastName}.`);
    await waitUntilSubmittable(visitor.page, "Contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.page.getByRole("status")).toBeVisible();
    await visitor.context.close();

    const staff = await newClient(browser);
    await signIn(staff.page);
    await staff.page.goto("/admin/outbox");
    const mailOff = /Mail is not configured/.test(
      (await staff.page.locator("#mail-status").textContent()) ?? "",
    );
    const team = staff.page
      .getByRole("row")
      .filter({ hasText: "contact.team" })
      .filter({ hasText: lastName });
    const acknowledgement = staff.page
      .getByRole("row")
      .filter({ hasText: "contact.acknowledgement" })
      .filter({ hasText: email });
    await expect(team).toHaveCount(1);
    await expect(acknowledgement).toHaveCount(1);
    for (const row of [team, acknowledgement]) {
      await expect(row).toContainText("email");
      await expect(row.getByRole("cell").nth(6)).toHaveText(/^(pending|sending|sent|failed)$/);
    }

    await team.getByRole("link", { name: /^Open job \d+$/ }).click();
    await expect(staff.page.getByRole("heading", { name: /^Message #\d+$/ })).toBeVisible();
    await expect(staff.page.getByRole("region", { name: "Headers" })).toContainText(email);
    await expect(
      staff.page.getByRole("region", { name: "Plain-text part" }).locator("pre"),
    ).toContainText(`A message for the outbox, ${lastName}.`);
    await expect(staff.page.getByRole("button", { name: "Retry" })).toHaveCount(0);
    if (mailOff) {
      // Written as an .eml file within seconds, then downloadable from the job's page.
      await expect(async () => {
        await staff.page.reload();
        await expect(staff.page.getByRole("main")).toContainText("Download the .eml file");
      }).toPass({ timeout: 30_000 });
      const href = await staff.page
        .getByRole("link", { name: "Download the .eml file" })
        .getAttribute("href");
      const eml = await staff.page.request.get(href ?? "");
      expect(eml.headers()["content-disposition"]).toMatch(/^attachment; /);
      expect(await eml.text()).toContain(`Reply-To: ${email}`);
    }
    await staff.context.close();
  });
});

interface FailedJob {
  channel: "email" | "webhook";
  topic: string;
  messageId: string;
  payload: unknown;
  lastError?: string;
}

/** Writes failed jobs straight into the stopped server's PGlite (one process at a time). */
async function insertFailedJobs(dataDir: string, jobs: FailedJob[]): Promise<number[]> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const ids: number[] = [];
    for (const job of jobs) {
      const result = await db.query<{ id: number }>(
        `INSERT INTO outbox (channel, topic, message_id, payload, status, attempts, last_error)
         VALUES ($1, $2, $3, $4, 'failed', 13, $5) RETURNING id`,
        [
          job.channel,
          job.topic,
          job.messageId,
          JSON.stringify(job.payload),
          job.lastError ?? "connect ECONNREFUSED 127.0.0.1:9",
        ],
      );
      ids.push(Number(result.rows[0]?.id));
    }
    return ids;
  } finally {
    await db.close();
  }
}

async function staffOn(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(javaScriptEnabled ? hydrateOnLoad(page) : page);
  return { context, page };
}

const HOOK_SECRET = "XoXsEcReTpAtH";

test.describe("a failed job", () => {
  test("is shown with its parts, retried from its page (with and without JavaScript), then sent and downloadable", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const port = Number(process.env.E2E_PORT ?? 3200) + 91;
    const baseURL = `http://127.0.0.1:${port}`;
    const dataDir = preparedDataDir("cw-outbox-");
    const server = ownServer(port, dataDir, { OUTBOX_POLL_MS: "500" });
    const stamp = `${Date.now()}`;
    const email = (n: number): FailedJob => ({
      channel: "email",
      topic: "contact.team",
      messageId: `<e2e-${stamp}-${n}@cedarwave.example>`,
      payload: {
        to: [`team${n}@example.com`],
        replyTo: "visitor@example.com",
        subject: `New contact ${n} from Ada <script>`,
        text: `Name: Ada Lovelace\nMessage: hello ${n}`,
        html: `<p>Ada</p><img src=x onerror="document.title='xss'">`,
        headers: { "X-Entity-Ref-ID": `lead-${n}` },
      },
    });
    // The server creates its database (migrations) first; the rows go in while it is stopped.
    let child = await server.start();
    try {
      await server.stop(child);
      const [first, second, hook] = await insertFailedJobs(dataDir, [
        email(1),
        email(2),
        {
          channel: "webhook",
          topic: "submission.created",
          messageId: `msg_e2e${stamp}`,
          // A Slack-style target (its path is its secret), and a last error from a version that
          // named the whole URL: both are shown by scheme and host only.
          payload: {
            url: `http://127.0.0.1:9/services/T000/B000/${HOOK_SECRET}?token=q5ecret`,
            type: "submission.created",
            body: '{"type":"submission.created","data":{"id":7}}',
          },
          lastError: `connect ECONNREFUSED 127.0.0.1:9 (http://127.0.0.1:9/services/T000/B000/${HOOK_SECRET})`,
        },
      ]);
      child = await server.start();
      expect(
        ((await (await fetch(`${baseURL}/health`)).json()) as { outbox: unknown }).outbox,
      ).toEqual({ pending: 0, failed: 3, oldestPendingSeconds: null });

      const staff = await staffOn(browser, baseURL, true);
      const page = staff.page;
      await page.goto("/admin/outbox");
      await expect(page.locator("#mail-status")).toContainText(path.join(dataDir, "mail"));
      const rows = page.getByRole("row");
      // Newest first: the webhook, then the second and first emails.
      await expect(rows.nth(1)).toContainText("http://127.0.0.1:9");
      await expect(rows.nth(1)).toContainText("submission.created");
      expect(await page.content()).not.toMatch(new RegExp(`${HOOK_SECRET}|q5ecret|/services/`));
      await expect(rows.nth(2)).toContainText("team2@example.com");
      await expect(rows.nth(3)).toContainText("team1@example.com");
      for (const index of [1, 2, 3]) {
        await expect(rows.nth(index)).toContainText("failed");
        await expect(rows.nth(index)).toContainText("connect ECONNREFUSED 127.0.0.1:9");
      }

      await page.getByRole("link", { name: `Open job ${hook}` }).click();
      await expect(page.getByRole("heading", { name: `Webhook #${hook}` })).toBeVisible();
      await expect(page.getByRole("region", { name: "JSON body" }).locator("pre")).toHaveText(
        JSON.stringify({ type: "submission.created", data: { id: 7 } }, null, 2),
      );
      await expect(page.getByRole("region", { name: "Headers" })).toContainText(
        "http://127.0.0.1:9",
      );
      expect(await page.content()).not.toMatch(new RegExp(`${HOOK_SECRET}|q5ecret|/services/`));
      expect((await page.request.get(`/admin/outbox/${hook}/eml`)).status()).toBe(404);

      await page.goto(`/admin/outbox/${first}`);
      await expect(page.getByRole("heading", { name: `Message #${first}` })).toBeVisible();
      const headers = page.getByRole("region", { name: "Headers" });
      await expect(headers).toContainText(`<e2e-${stamp}-1@cedarwave.example>`);
      await expect(headers).toContainText("visitor@example.com");
      await expect(headers).toContainText("New contact 1 from Ada <script>");
      await expect(headers).toContainText(`X-Entity-Ref-ID`);
      await expect(page.getByRole("region", { name: "Plain-text part" }).locator("pre")).toHaveText(
        "Name: Ada Lovelace\nMessage: hello 1",
      );
      // The HTML part is source text, never markup of the page.
      await expect(
        page.getByRole("region", { name: "HTML part (source, not rendered)" }).locator("pre"),
      ).toHaveText(`<p>Ada</p><img src=x onerror="document.title='xss'">`);
      await expect(page.locator("main img")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Download the .eml file" })).toHaveCount(0);

      await page.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "The job is back in the queue and will be delivered within seconds.",
      );
      await expect(page).toHaveURL(`${baseURL}/admin/outbox/${first}?retry=done`);
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole("main")).toContainText("Download the .eml file");
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
      const eml = await page.request.get(`/admin/outbox/${first}/eml`);
      expect(eml.status()).toBe(200);
      expect(eml.headers()["content-type"]).toBe("message/rfc822");
      expect(eml.headers()["content-disposition"]).toBe(
        `attachment; filename="cedarwave-outbox-${first}.eml"`,
      );
      expect(eml.headers()["cache-control"]).toBe("no-store");
      const message = await eml.text();
      expect(message).toContain(`Message-ID: <e2e-${stamp}-1@cedarwave.example>`);
      expect(message).toContain("team1@example.com");
      for (const bad of ["..%2F..%2Fetc%2Fpasswd", "0", "99999999999", "1.eml"]) {
        expect((await page.request.get(`/admin/outbox/${bad}/eml`)).status(), bad).toBe(404);
      }
      await staff.context.close();

      // Without JavaScript: the same button is a plain form post.
      const plain = await staffOn(browser, baseURL, false);
      await plain.page.goto(`/admin/outbox/${second}`);
      await plain.page.getByRole("button", { name: "Retry" }).click();
      await expect(plain.page.getByRole("status")).toHaveText(
        "The job is back in the queue and will be delivered within seconds.",
      );
      await expect(async () => {
        await plain.page.goto("/admin/outbox");
        await expect(plain.page.getByRole("row").nth(2)).toContainText("sent");
        await expect(plain.page.getByRole("row").nth(3)).toContainText("sent");
      }).toPass({ timeout: 30_000 });
      await expect(plain.page.getByRole("row").nth(1)).toContainText("failed");
      await plain.context.close();
      expect(fs.readdirSync(path.join(dataDir, "mail")).sort()).toEqual(
        [`e2e-${stamp}-1@cedarwave.example.eml`, `e2e-${stamp}-2@cedarwave.example.eml`].sort(),
      );
      expect(
        ((await (await fetch(`${baseURL}/health`)).json()) as { outbox: unknown }).outbox,
      ).toEqual({ pending: 0, failed: 1, oldestPendingSeconds: null });
    } finally {
      await server.stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
