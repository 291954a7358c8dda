import fs from "node:fs";

import type { Browser, Locator, Page } from "@playwright/test";

import { preparedDataDir } from "../scripts/lib/prepared-data-dir.mjs";
import { SIGN_IN_LIMITS } from "../src/config/admin";
import { expect, hydrateOnLoad, test } from "./support/fixtures";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  newClient,
  postSignIn,
  signIn,
  uniqueEmail,
} from "./support/forms";
import { ownServer } from "./support/own-server";

const TOO_MANY = /^Too many sign-in attempts\. Please wait (\d+) seconds and try again\.$/;
const WRONG = "Wrong email or password. Please try again.";
const LOGIN_TITLE = "Sign in to the team inbox";

/** The sign-in form's answer, when it is not the inbox. */
async function signInRefused(page: Page, email: string, password: string): Promise<string> {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toBeVisible();
  return (await alert.textContent()) ?? "";
}

/** The region of one account's forms on the Accounts page. */
function accountForms(page: Page, name: string, email: string): Locator {
  return page.getByRole("region", { name: `${name} (${email})` });
}

async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page.getByRole("heading", { name: LOGIN_TITLE })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
}

test.describe("inbox accounts", () => {
  test("the owner adds a member, who changes their password; the owner resets, disables, enables; the audit trail has it all", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail("member");
    const name = `Mia Member ${Date.now()}`;
    const [first, second, third] = ["first-password-0001", "second-password-02", "third-pw-000003"];

    // The owner works with JavaScript off: every account form is a plain form.
    const owner = await newClient(browser, { javaScriptEnabled: false });
    await signIn(owner.page);
    await owner.page.getByRole("link", { name: "Accounts" }).click();
    await expect(owner.page.getByRole("heading", { name: "Accounts", exact: true })).toBeVisible();
    const add = owner.page.getByRole("region", { name: "Add an account" });
    await add.getByLabel("Email").fill(email);
    await add.getByLabel("Name").fill(name);
    await add.getByLabel("Role").selectOption("member");
    await add.getByLabel("Password").fill(first);
    await add.getByRole("button", { name: "Add account" }).click();
    await expect(owner.page.getByRole("status")).toHaveText(
      "The account was added. Its owner can sign in now.",
    );
    await expect(owner.page).toHaveURL(/\/admin\/accounts\?notice=added$/);
    const row = owner.page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(name);
    await expect(row).toContainText("Member");
    await expect(row).toContainText("Active");
    const forms = accountForms(owner.page, name, email);
    // The owner's own account has no "Disable" and no reset: those go through "Your account".
    const ownForms = owner.page.getByRole("region", { name: new RegExp(`\\(${ADMIN_EMAIL}\\)$`) });
    await expect(ownForms.getByRole("button", { name: "Disable" })).toHaveCount(0);
    await expect(ownForms.getByRole("button", { name: "Reset password" })).toHaveCount(0);

    // The member: no Accounts or Audit trail, refused both pages.
    const member = await newClient(browser);
    await signIn(member.page, email, first);
    const nav = member.page.getByRole("navigation", { name: "Inbox" });
    await expect(nav.getByRole("link", { name: "Outbox" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Accounts" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Audit trail" })).toHaveCount(0);
    await member.page.goto("/admin/accounts");
    await expect(member.page.locator("main").getByRole("alert")).toHaveText(
      "Only an owner can manage accounts.",
    );
    await expect(member.page.getByRole("table")).toHaveCount(0);
    await expect(member.page.locator("main")).not.toContainText(ADMIN_EMAIL);
    await member.page.goto("/admin/audit");
    await expect(member.page.locator("main").getByRole("alert")).toHaveText(
      "Only an owner can read the audit trail.",
    );
    await expect(member.page.getByRole("table")).toHaveCount(0);

    // The server refuses a member the owner's actions too: the owner's "Disable" form for this
    // member, posted with the member's session, changes nothing.
    const disableFields = await forms
      .locator("form")
      .filter({ has: owner.page.getByRole("button", { name: "Disable" }) })
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => [
          (input as HTMLInputElement).name,
          (input as HTMLInputElement).value,
        ]),
      );
    expect(disableFields.length).toBeGreaterThan(0);
    const forged = await member.page.request.post("/admin/accounts", {
      multipart: Object.fromEntries(disableFields),
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBeLessThan(400);
    await owner.page.reload();
    await expect(owner.page.getByRole("row").filter({ hasText: email })).toContainText("Active");
    await member.page.goto("/admin");
    await expect(member.page.getByRole("button", { name: "Sign out" })).toBeVisible();

    // A second session of the member, to see it end when the password changes.
    const elsewhere = await newClient(browser);
    await signIn(elsewhere.page, email, first);

    await member.page.getByRole("link", { name: "Your account" }).click();
    await expect(member.page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(member.page.getByRole("link", { name: "Your account" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const details = member.page.getByRole("region", { name: "Your details" });
    await expect(details).toContainText(name);
    await expect(details).toContainText(email);
    await expect(member.page.locator("main")).not.toContainText("ADMIN_PASSWORD");
    const change = member.page.getByRole("region", { name: "Change your password" });
    await change.getByLabel("Current password").fill("not-the-password");
    await change.getByLabel("New password", { exact: true }).fill(second);
    await change.getByLabel("Repeat the new password").fill(second);
    await change.getByRole("button", { name: "Change password" }).click();
    await expect(member.page.locator("main").getByRole("alert")).toHaveText(
      "The current password is not right.",
    );
    await change.getByLabel("Current password").fill(first);
    await change.getByLabel("New password", { exact: true }).fill(second);
    await change.getByLabel("Repeat the new password").fill(`${second}x`);
    await change.getByRole("button", { name: "Change password" }).click();
    await expect(member.page.locator("main").getByRole("alert")).toHaveText(
      "The two new passwords are not the same.",
    );
    await change.getByLabel("Current password").fill(first);
    await change.getByLabel("New password", { exact: true }).fill(second);
    await change.getByLabel("Repeat the new password").fill(second);
    await change.getByRole("button", { name: "Change password" }).click();
    await expect(member.page.getByRole("status")).toHaveText(
      "Your password was changed. Other sessions of this account were signed out.",
    );
    // This session stays, the other one ended, the old password no longer opens the inbox.
    await member.page.goto("/admin");
    await expect(member.page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expectSignedOut(elsewhere.page);
    expect(await signInRefused(elsewhere.page, email, first)).toBe(WRONG);
    await signIn(elsewhere.page, email, second);
    await elsewhere.context.close();

    // The owner resets the password: the member's session ends, the new one works.
    await forms.getByLabel("New password").fill(third);
    await forms.getByRole("button", { name: "Reset password" }).click();
    await expect(owner.page.getByRole("status")).toHaveText(
      "The password was reset, and the account was signed out everywhere.",
    );
    await expectSignedOut(member.page);
    await signIn(member.page, email, third);

    // The owner disables the account: its open session ends at once, and it cannot sign in.
    await forms.getByRole("button", { name: "Disable" }).click();
    await expect(owner.page.getByRole("status")).toHaveText(
      "The account was disabled and signed out everywhere.",
    );
    await expect(owner.page.getByRole("row").filter({ hasText: email })).toContainText("Disabled");
    await expectSignedOut(member.page);
    expect(await signInRefused(member.page, email, third)).toBe(WRONG);

    // Enabled again, and made an owner for a moment: the header follows the role.
    await forms.getByRole("button", { name: "Enable" }).click();
    await expect(owner.page.getByRole("status")).toHaveText(
      "The account was enabled. It can sign in again.",
    );
    await signIn(member.page, email, third);
    await forms.getByLabel("Role").selectOption("owner");
    await forms.getByRole("button", { name: "Change role" }).click();
    await expect(owner.page.getByRole("status")).toHaveText("The role was changed.");
    await member.page.reload();
    await expect(nav.getByRole("link", { name: "Accounts" })).toBeVisible();
    await forms.getByLabel("Role").selectOption("member");
    await forms.getByRole("button", { name: "Change role" }).click();
    await expect(owner.page.getByRole("status")).toHaveText("The role was changed.");
    await member.page.reload();
    await expect(nav.getByRole("link", { name: "Accounts" })).toHaveCount(0);
    await member.context.close();

    // The audit trail: the member's account number from its sign-ins, then every change to it.
    await owner.page.getByRole("link", { name: "Audit trail" }).click();
    await expect(owner.page.getByRole("heading", { name: "Audit trail" })).toBeVisible();
    await expect(owner.page.locator("main")).toContainText(/Entries are kept for \d+ months/);
    const signInRow = owner.page
      .getByRole("row")
      .filter({ hasText: email })
      .filter({ hasText: "Signed in" })
      .first();
    const target = ((await signInRow.getByRole("cell").nth(3).textContent()) ?? "").trim();
    expect(target).toMatch(/^account #\d+$/);
    const entries = owner.page
      .getByRole("row")
      .filter({ has: owner.page.getByRole("cell", { name: target, exact: true }) });
    const seen = await entries.evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")),
    );
    const now = Date.now();
    for (const [time] of seen) {
      expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const at = Date.parse(`${time!.replace(" ", "T")}Z`);
      expect(now - at).toBeLessThan(10 * 60_000);
      expect(at - now).toBeLessThan(60_000);
    }
    const actions = seen.map(([, who, action]) => `${action} by ${who}`).reverse();
    expect(actions).toEqual([
      `Account added by ${ADMIN_EMAIL}`,
      `Signed in by ${email}`,
      `Signed in by ${email}`,
      `Own password changed by ${email}`,
      `Sign-in failed by ${email}`,
      `Signed in by ${email}`,
      `Password reset by an owner by ${ADMIN_EMAIL}`,
      `Signed in by ${email}`,
      `Account disabled by ${ADMIN_EMAIL}`,
      `Sign-in failed by ${email}`,
      `Account enabled by ${ADMIN_EMAIL}`,
      `Signed in by ${email}`,
      `Account changed by ${ADMIN_EMAIL}`,
      `Account changed by ${ADMIN_EMAIL}`,
    ]);
    expect(seen.find(([, , action]) => action === "Account added")?.[4]).toBe("role: member");
    expect(seen.find(([, , action]) => action === "Sign-in failed")?.[4]).toMatch(
      /^reason: (disabled|password)$/,
    );

    // Filtered by action, with a GET form (an address of its own).
    await owner.page.getByLabel("Action").selectOption({ label: "Account disabled" });
    await owner.page.getByRole("button", { name: "Show" }).click();
    await expect(owner.page).toHaveURL(/\/admin\/audit\?action=account\.disabled$/);
    const shown = owner.page.getByRole("row").filter({ has: owner.page.locator("td") });
    await expect(shown.filter({ hasText: target })).toHaveCount(1);
    for (const action of await shown.evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll("td")[2]?.textContent),
    )) {
      expect(action).toBe("Account disabled");
    }
    await owner.context.close();
  });

  test("the owner set by ADMIN_EMAIL is told that ADMIN_PASSWORD sets the password at every start", async ({
    browser,
  }) => {
    const owner = await newClient(browser);
    await signIn(owner.page);
    await owner.page.goto("/admin/account");
    await expect(owner.page.getByRole("region", { name: "Change your password" })).toContainText(
      "every time the server starts, it sets this account's password back to ADMIN_PASSWORD",
    );
    await expect(owner.page.getByRole("region", { name: "Your details" })).toContainText(
      ADMIN_EMAIL,
    );
    await owner.context.close();
  });
});

async function ownerOn(browser: Browser, baseURL: string, ip: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  const page = hydrateOnLoad(await context.newPage());
  await signIn(page);
  return { context, page };
}

test.describe("sign-in limits", () => {
  /**
   * Wrong passwords number `from` to `to`, five at a time (each waits on a scrypt verification
   * in the server): every one is refused as wrong, none yet as too many.
   */
  async function failures(
    from: number,
    to: number,
    attempt: (i: number) => Promise<{ session: boolean; message: string }>,
  ) {
    for (let first = from; first <= to; first += 5) {
      const batch = Array.from({ length: Math.min(5, to - first + 1) }, (_, k) => first + k);
      const answers = await Promise.all(batch.map(attempt));
      answers.forEach((answer, k) =>
        expect(answer, `failure ${batch[k]}`).toMatchObject({ session: false, message: WRONG }),
      );
    }
  }

  test("failures spread over many addresses lock that account for them only; failures at made-up emails keep no one out", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const port = Number(process.env.E2E_PORT ?? 3200) + 12;
    const base = `http://127.0.0.1:${port}`;
    const dataDir = preparedDataDir("cw-limits-");
    const server = ownServer(port, dataDir, { TRUST_PROXY: "1" });
    const child = await server.start();
    try {
      const owner = await ownerOn(browser, base, "10.77.0.1");
      const memberEmail = "locked.member@example.test";
      const memberPassword = "member-password-0123";
      await owner.page.goto("/admin/accounts");
      const add = owner.page.getByRole("region", { name: "Add an account" });
      await add.getByLabel("Email").fill(memberEmail);
      await add.getByLabel("Name").fill("Locked Member");
      await add.getByLabel("Password").fill(memberPassword);
      await add.getByRole("button", { name: "Add account" }).click();
      await expect(owner.page.getByRole("status")).toContainText("The account was added.");
      // The only owner can neither become a member nor be disabled (there is no such button).
      const own = accountForms(owner.page, "Owner", ADMIN_EMAIL);
      await own.getByLabel("Role").selectOption("member");
      await own.getByRole("button", { name: "Change role" }).click();
      await expect(owner.page.locator("main").getByRole("alert")).toHaveText(
        "That is the last enabled owner: make another account an owner first, so someone can still manage the inbox.",
      );
      await expect(own.getByRole("button", { name: "Disable" })).toHaveCount(0);
      await expect(owner.page.getByRole("row").filter({ hasText: ADMIN_EMAIL })).toContainText(
        "Owner",
      );

      // Per account: the failures come from a different address each, so the per-address limit
      // never applies; after the last one the right password is refused from those addresses,
      // and heard from an address that has not failed (the member at home).
      const perAccount = SIGN_IN_LIMITS.failuresPerAccount.max;
      await failures(1, perAccount, (i) =>
        postSignIn(base, `10.78.${i}.1`, memberEmail, `guess-${i}`),
      );
      const locked = await postSignIn(base, "10.78.1.1", memberEmail, memberPassword);
      expect(locked.session).toBe(false);
      const wait = Number(TOO_MANY.exec(locked.message)?.[1]);
      expect(wait, locked.message).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.failuresPerAccount.windowMs / 1000);
      expect(await postSignIn(base, "10.79.0.1", memberEmail, memberPassword)).toMatchObject({
        session: true,
      });
      // Another account still signs in.
      expect(await postSignIn(base, "10.79.0.2", ADMIN_EMAIL, ADMIN_PASSWORD)).toMatchObject({
        session: true,
        message: "",
      });

      // The second probe's lock-out: failures at made-up emails from many addresses, as many as
      // everyone's limit, each refused as a wrong password; they count for no account of ours, so
      // the owner's right password is still heard, from a new address and from one of theirs.
      const everyone = SIGN_IN_LIMITS.failuresEveryone.max;
      await failures(perAccount + 1, everyone, (i) =>
        postSignIn(base, `10.80.${i}.1`, `nobody${i % 6}@example.test`, `guess-${i}`),
      );
      expect(await postSignIn(base, "10.81.0.1", ADMIN_EMAIL, ADMIN_PASSWORD)).toMatchObject({
        session: true,
      });
      expect(
        await postSignIn(base, `10.80.${perAccount + 1}.1`, ADMIN_EMAIL, ADMIN_PASSWORD),
      ).toMatchObject({ session: true });

      // The owner's session sees the failures.
      await owner.page.goto("/admin/audit?action=sign_in.failed");
      await expect(owner.page.getByRole("main")).toContainText(`${everyone} in total`);
      const unknown = owner.page
        .getByRole("row")
        .filter({ hasText: "Sign-in failed" })
        .filter({ hasText: "unknown account" });
      await expect(unknown).toHaveCount(everyone - perAccount);
      await expect(unknown.first().getByRole("cell").nth(1)).toHaveText("unknown");

      // Guessing the current password on "Your account" counts against the account as well
      // (JavaScript off, in the owner's session: each guess is one whole form post).
      const plain = await browser.newContext({
        baseURL: base,
        javaScriptEnabled: false,
        storageState: await owner.context.storageState(),
        extraHTTPHeaders: { "x-forwarded-for": "10.77.0.1" },
      });
      const page = await plain.newPage();
      await page.goto("/admin/account");
      const change = page.getByRole("region", { name: "Change your password" });
      const current = change.getByLabel("Current password");
      const notice = page.locator("main").getByRole("alert");
      const guess = async (password: string) => {
        await current.fill(password);
        await change.getByLabel("New password", { exact: true }).fill("new-owner-password-1");
        await change.getByLabel("Repeat the new password").fill("new-owner-password-1");
        await change.getByRole("button", { name: "Change password" }).click();
        await expect(current).toHaveValue("");
      };
      for (let i = 1; i <= perAccount; i += 1) {
        await guess(`guess-${i}`);
        await expect(notice, `guess ${i}`).toHaveText("The current password is not right.");
      }
      await guess(ADMIN_PASSWORD);
      await expect(notice).toContainText("Too many wrong passwords for this account");
      await plain.close();
      await owner.context.close();
    } finally {
      await server.stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
