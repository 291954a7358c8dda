import fs from "node:fs";

import { preparedDataDir } from "../scripts/lib/prepared-data-dir.mjs";
import { expect, hydrateOnLoad, test } from "./support/fixtures";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  newClient,
  signIn,
  uniqueEmail,
  waitUntilSubmittable,
} from "./support/forms";
import { ownServer } from "./support/own-server";

test.describe("team inbox", () => {
  test("nothing is readable without a session; wrong password refused; sign in, list, export, sign out", async ({
    browser,
  }) => {
    const anonymous = await newClient(browser);
    for (const path of [
      "/admin/export/leads",
      "/admin/export/tickets",
      "/admin/export/subscribers",
      "/admin/export/waitlist",
    ]) {
      const response = await anonymous.page.request.get(path);
      expect(response.status(), path).toBe(401);
      expect(response.headers()["cache-control"]).toBe("no-store");
    }
    const forged = await anonymous.page.request.get("/admin/export/leads", {
      headers: { cookie: "cw_admin_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(forged.status()).toBe(401);
    const adminPage = await anonymous.page.goto("/admin");
    expect(adminPage?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(
      anonymous.page.getByRole("heading", { name: "Sign in to the team inbox" }),
    ).toBeVisible();
    await expect(anonymous.page.getByRole("table")).toHaveCount(0);
    // The sign-in page carries the brand, as the public header shows it: its mark and name.
    const brand = anonymous.page.getByRole("link", { name: "Cedarwave", exact: true });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute("href", "/");
    await expect(brand.locator("svg")).toBeVisible();
    await anonymous.page.getByLabel("Email").fill(ADMIN_EMAIL);
    await anonymous.page.getByLabel("Password").fill("wrong-password");
    await anonymous.page.getByRole("button", { name: "Sign in" }).click();
    await expect(anonymous.page.locator("main").getByRole("alert")).toHaveText(
      "Wrong email or password. Please try again.",
    );
    await anonymous.context.close();

    // A lead to find.
    const email = uniqueEmail("inbox");
    const visitor = await newClient(browser);
    await visitor.page.goto("/contact");
    const form = visitor.page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First name").fill('=HYPERLINK("http://evil.example")');
    await form.getByLabel("Last name").fill("Inbox");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Project details").fill("<img src=x onerror=alert(1)>");
    await waitUntilSubmittable(visitor.page, "Contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.page.getByRole("status")).toBeVisible();
    await visitor.context.close();

    const staff = await newClient(browser);
    await signIn(staff.page);
    const cookie = (await staff.context.cookies()).find((c) => c.name === "cw_admin_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Strict");
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 7.9 * 3600);
    expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + 8.1 * 3600);

    const row = staff.page.getByRole("row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("<img src=x onerror=alert(1)>");
    await expect(staff.page.locator("main img")).toHaveCount(0);
    await expect(staff.page.getByRole("row").nth(1)).toContainText(email);

    const bytes = await (await staff.page.request.get("/admin/export/leads")).body();
    // A UTF-8 byte order mark first, for spreadsheets.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8");
    expect(csv).toContain(email);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"") Inbox"`);

    for (const tab of ["Support tickets", "Newsletter", "Portal waitlist"]) {
      await staff.page.getByRole("link", { name: tab }).click();
      await expect(staff.page.getByRole("link", { name: tab })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }

    await staff.page.getByRole("button", { name: "Sign out" }).click();
    await expect(
      staff.page.getByRole("heading", { name: "Sign in to the team inbox" }),
    ).toBeVisible();
    // The old cookie no longer opens anything: the session was removed on the server.
    const replay = await staff.page.request.get("/admin/export/leads", {
      headers: { cookie: `cw_admin_session=${cookie?.value}` },
    });
    expect(replay.status()).toBe(401);
    await staff.context.close();
  });
});

test.describe("persistence", () => {
  // This server has ADMIN_PASSWORD and no ADMIN_EMAIL, as an install from before accounts: the
  // owner still signs in with the password alone, and the sign-in screen says to set ADMIN_EMAIL.
  test("a stored lead survives a server restart; the shared password alone still signs in", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const port = Number(process.env.E2E_PORT ?? 3200) + 90;
    // Initialised already (the first start is memory.mjs's and the reliability checks'): the
    // server migrates it and opens it, then opens it again after the restart.
    const dataDir = preparedDataDir("cw-restart-");
    // No ADMIN_EMAIL: the owner of an install from before accounts.
    const { start, stop } = ownServer(port, dataDir, { ADMIN_EMAIL: "" });

    const email = uniqueEmail("restart");
    let server = await start();
    try {
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
      const page = hydrateOnLoad(await context.newPage());
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("First name").fill("Per");
      await form.getByLabel("Last name").fill("Sistent");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Project details").fill("Still here after a restart?");
      await waitUntilSubmittable(page, "Contact form");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toBeVisible();
      await context.close();

      await stop(server);
      server = await start();

      const staff = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
      const staffPage = hydrateOnLoad(await staff.newPage());
      await staffPage.goto("/admin");
      await expect(staffPage.getByText("Set ADMIN_EMAIL on the server")).toBeVisible();
      await staffPage.getByLabel("Password").fill(ADMIN_PASSWORD);
      await staffPage.getByRole("button", { name: "Sign in" }).click();
      await expect(staffPage.getByRole("row").filter({ hasText: email })).toHaveCount(1);
      await staff.close();
    } finally {
      await stop(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
