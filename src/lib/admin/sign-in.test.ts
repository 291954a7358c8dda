import fs from "node:fs";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { SIGN_IN_LIMITS } from "@/config/admin";
import { createAccount, setAccountDisabled } from "@/lib/db/accounts";
import { closeDb, getDb } from "@/lib/db/client";
import { adminUsers, auditLog, rateLimitBuckets } from "@/lib/db/schema";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { hashPassword } from "./passwords";
import { changeOwnPasswordWithinLimits, checkSignIn, type SignInOutcome } from "./sign-in";

// The sign-in limits on the embedded database, as many requests at once meet them: each call is
// what one request does (signIn in auth.ts adds the cookie), each from an address of its own
// unless it says otherwise, so that only the per-account and global limits are in play.
const tempDir = preparedDataDir("cw-sign-in-");
const PASSWORD = "the-right-password-0123";
const perAccount = SIGN_IN_LIMITS.failuresPerAccount.max;
const everyone = SIGN_IN_LIMITS.failuresEveryone.max;
let accountNumber = 0;

async function newAccount(): Promise<{ id: number; email: string }> {
  accountNumber += 1;
  const email = `member${accountNumber}@example.test`;
  const id = await createAccount({
    email,
    name: `Member ${accountNumber}`,
    role: "member",
    passwordHash: await hashPassword(PASSWORD),
  });
  return { id: id!, email };
}

/** Calls at once, each from its own address; the answers, and how many were not "limited". */
async function atOnce(
  count: number,
  call: (i: number) => Promise<SignInOutcome>,
): Promise<{ checked: number; outcomes: SignInOutcome[] }> {
  const outcomes = await Promise.all(Array.from({ length: count }, (_, i) => call(i)));
  return {
    checked: outcomes.filter((outcome) => outcome.ok || outcome.reason !== "limited").length,
    outcomes,
  };
}

/** `count` addresses `${prefix}${i}` that have each failed once (against a made-up email). */
async function dirty(count: number, prefix: string): Promise<void> {
  await atOnce(count, (i) =>
    checkSignIn(`no-one-${prefix}${i}@example.test`, "x", `${prefix}${i}`),
  );
}

async function failuresAudited(): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.action, "sign_in.failed"));
  return rows[0]!.n;
}

describe("the sign-in limits under concurrent attempts (PGlite)", () => {
  beforeAll(() => {
    delete process.env.DATABASE_URL;
    delete process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_EMAIL;
    process.env.DATA_DIR = tempDir;
  });
  beforeEach(async () => {
    await (await getDb()).delete(rateLimitBuckets);
    await (await getDb()).delete(auditLog);
  });
  afterAll(async () => {
    await closeDb();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it("checks at most the per-account limit of wrong passwords sent at once from addresses that failed, then locks them", async () => {
    const { email } = await newAccount();
    await dirty(24, "ip-a");
    const before = await failuresAudited();
    const wrong = await atOnce(24, (i) => checkSignIn(email, `guess-number-${i}`, `ip-a${i}`));
    expect(wrong.checked).toBe(perAccount);
    expect((await failuresAudited()) - before).toBe(perAccount);
    for (const outcome of wrong.outcomes) {
      expect(outcome).toMatchObject({ ok: false });
    }
    const right = await checkSignIn(email, PASSWORD, "ip-a0");
    expect(right).toMatchObject({ ok: false, reason: "limited" });
    if (!right.ok && right.reason === "limited") {
      expect(right.retryInSeconds).toBeGreaterThan(0);
      expect(right.retryInSeconds).toBeLessThanOrEqual(
        SIGN_IN_LIMITS.failuresPerAccount.windowMs / 1000,
      );
    }
    // The owner at an address that has not failed is not kept out by the others' failures.
    expect(await checkSignIn(email, PASSWORD, "ip-a-clean")).toMatchObject({ ok: true });
  }, 60_000);

  it("does not let failures against made-up emails, from many addresses, keep the team out", async () => {
    // The second probe's lock-out: 60 wrong sign-ins to 6 made-up emails from 60 addresses.
    const { email } = await newAccount();
    const madeUp = await atOnce(everyone, (i) =>
      checkSignIn(`made-up-${i % 6}@example.test`, `guess-number-${i}`, `ip-f${i}`),
    );
    expect(madeUp.outcomes.every((outcome) => !outcome.ok)).toBe(true);
    expect(await checkSignIn(email, PASSWORD, "ip-f-fresh")).toMatchObject({ ok: true });
    // Not even from one of the attackers' addresses: they failed against no account of ours.
    expect(await checkSignIn(email, PASSWORD, "ip-f0")).toMatchObject({ ok: true });
  }, 60_000);

  it("checks at most the limit for everyone when guesses are spread over real accounts from addresses that failed", async () => {
    const accounts = await Promise.all(Array.from({ length: everyone + 20 }, () => newAccount()));
    await dirty(everyone + 20, "ip-b");
    const spread = await atOnce(everyone + 20, (i) =>
      checkSignIn(accounts[i]!.email, `guess-number-${i}`, `ip-b${i}`),
    );
    expect(spread.checked).toBe(everyone);
    const { email } = await newAccount();
    expect(await checkSignIn(email, PASSWORD, "ip-b0")).toMatchObject({
      ok: false,
      reason: "limited",
    });
    expect(await checkSignIn(email, PASSWORD, "ip-b-clean")).toMatchObject({ ok: true });
    // An email that is no account is refused alike from there, so the answers tell no accounts.
    expect(await checkSignIn("made-up@example.test", PASSWORD, "ip-b1")).toMatchObject({
      ok: false,
      reason: "limited",
    });
    expect(await checkSignIn("made-up@example.test", PASSWORD, "ip-b-clean2")).toMatchObject({
      ok: false,
      reason: "wrong",
    });
  }, 120_000);

  it("bounds the guesses at one account from many clean addresses", async () => {
    const { email } = await newAccount();
    const cleanMax = SIGN_IN_LIMITS.attemptsFromCleanAddresses.max;
    const first = await atOnce(perAccount, (i) => checkSignIn(email, `guess-${i}`, `ip-g${i}`));
    expect(first.checked).toBe(perAccount);
    const fromClean = await atOnce(cleanMax + 10, (i) =>
      checkSignIn(email, `guess-clean-${i}`, `ip-h${i}`),
    );
    expect(fromClean.checked).toBe(cleanMax);
    expect(await checkSignIn(email, PASSWORD, "ip-h-fresh")).toMatchObject({
      ok: false,
      reason: "limited",
    });
  }, 120_000);

  it("gives a right password's attempt back: only failures lock an account", async () => {
    const { email } = await newAccount();
    for (let i = 1; i < perAccount; i += 1) {
      expect(await checkSignIn(email, `guess-number-${i}`, `ip-c${i}`)).toEqual({
        ok: false,
        reason: "wrong",
      });
    }
    // Two right sign-ins at the last failure the limit allows: each checked, neither counted.
    expect(await checkSignIn(email, PASSWORD, "ip-c-right1")).toMatchObject({ ok: true });
    expect(await checkSignIn(email.toUpperCase(), PASSWORD, "ip-c-right2")).toMatchObject({
      ok: true,
    });
    expect(await checkSignIn(email, "guess-number-last", "ip-c-last")).toEqual({
      ok: false,
      reason: "wrong",
    });
    // Locked for the addresses that failed; a right sign-in from a clean one is given back too.
    expect(await checkSignIn(email, PASSWORD, "ip-c1")).toMatchObject({
      ok: false,
      reason: "limited",
    });
    expect(await checkSignIn(email, PASSWORD, "ip-c-right3")).toMatchObject({ ok: true });
  }, 60_000);

  it("counts an unknown account apart: only failures against accounts that exist count for everyone", async () => {
    const disabled = await newAccount();
    await setAccountDisabled(disabled.id, true);
    const outcomes = [
      await checkSignIn("nobody-at-all@example.test", PASSWORD, "ip-d1"),
      await checkSignIn(disabled.email, PASSWORD, "ip-d2"),
      await checkSignIn((await newAccount()).email, "guess-number-1", "ip-d3"),
    ];
    expect(outcomes).toEqual(Array(3).fill({ ok: false, reason: "wrong" }));
    const [global] = await (
      await getDb()
    )
      .select({ count: rateLimitBuckets.count })
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, "admin-login:failures"));
    expect(global?.count).toBe(2);
  }, 60_000);

  it("counts attempts per address before checking them, right or wrong", async () => {
    const { email } = await newAccount();
    const perAddress = SIGN_IN_LIMITS.attemptsPerAddress.max;
    const fromOne = await atOnce(perAddress + 5, () => checkSignIn(email, PASSWORD, "ip-e"));
    expect(fromOne.checked).toBe(perAddress);
    expect(fromOne.outcomes.filter((outcome) => outcome.ok)).toHaveLength(perAddress);
  }, 60_000);

  it("checks at most the per-account limit of current passwords on Your account", async () => {
    const account = await newAccount();
    const by = { actor: account };
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        changeOwnPasswordWithinLimits(
          account,
          `guess-number-${i}`,
          "a-new-password-0123",
          "session",
          by,
        ),
      ),
    );
    expect(results.filter((result) => result === "wrongCurrent")).toHaveLength(perAccount);
    expect(results.filter((result) => result === "limited")).toHaveLength(24 - perAccount);
    expect(
      await changeOwnPasswordWithinLimits(account, PASSWORD, "a-new-password-0123", "s", by),
    ).toBe("limited");
    // Sign-ins wait too, from an address that has failed; one that has not is still heard.
    await dirty(1, "ip-y");
    expect(await checkSignIn(account.email, PASSWORD, "ip-y0")).toMatchObject({
      reason: "limited",
    });
    expect(await checkSignIn(account.email, PASSWORD, "ip-y-clean")).toMatchObject({ ok: true });
  }, 60_000);

  it("does not count a right current password on Your account, even with a refused new one", async () => {
    const account = await newAccount();
    const by = { actor: account };
    for (let i = 1; i < perAccount; i += 1) {
      expect(
        await changeOwnPasswordWithinLimits(account, `guess-${i}`, "a-new-password-0123", "s", by),
      ).toBe("wrongCurrent");
    }
    expect(await changeOwnPasswordWithinLimits(account, PASSWORD, "short", "s", by)).toBe(
      "passwordShort",
    );
    expect(
      await changeOwnPasswordWithinLimits(account, PASSWORD, "a-new-password-0123", "s", by),
    ).toBe("done");
    expect(await checkSignIn(account.email, "a-new-password-0123", "ip-g")).toMatchObject({
      ok: true,
    });
  }, 60_000);

  it("holds a new password on Your account to the policy, the account's email included", async () => {
    const account = await newAccount();
    const by = { actor: account };
    const change = (next: string) =>
      changeOwnPasswordWithinLimits(account, PASSWORD, next, "s", by);
    expect(await change(account.email.toUpperCase())).toBe("passwordEmail");
    expect(await change(account.email.split("@")[0]!.padEnd(12, " "))).toBe("passwordEmail");
    expect(await change(" ".repeat(14))).toBe("passwordBlank");
    expect(await change("zzzzzzzzzzzzzz")).toBe("passwordRepeated");
    expect(await change("QwertyUiop123")).toBe("passwordWeak");
    expect(await checkSignIn(account.email, PASSWORD, "ip-h")).toMatchObject({ ok: true });
  }, 60_000);

  it("does not set up the owner of an ADMIN_PASSWORD that fails the policy", async () => {
    process.env.ADMIN_EMAIL = "owner.of.the.inbox@example.test";
    process.env.ADMIN_PASSWORD = "Owner.Of.The.Inbox";
    // As in a process started with them: the owner is set up once per process (owner.ts).
    const once = globalThis as typeof globalThis & { __cedarwaveOwner?: Promise<void> };
    once.__cedarwaveOwner = undefined;
    try {
      await expect(checkSignIn("", "Owner.Of.The.Inbox", "ip-i")).rejects.toThrow(
        /^ADMIN_PASSWORD is the owner's email address/,
      );
      const [owner] = await (
        await getDb()
      )
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(adminUsers.email, "owner.of.the.inbox@example.test"));
      expect(owner).toBeUndefined();
    } finally {
      delete process.env.ADMIN_EMAIL;
      delete process.env.ADMIN_PASSWORD;
      once.__cedarwaveOwner = undefined;
    }
  }, 60_000);
});
