import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import { ownerEnvironmentProblem, passwordProblem, weaknessOf } from "./password-policy.mjs";

const root = path.resolve(import.meta.dirname, "../../..");

describe("the password policy", { timeout: 60_000 }, () => {
  it("requires at least 12 characters, counted as characters rather than UTF-16 units", () => {
    expect(passwordProblem("elevenchars")).toBe("short");
    expect(passwordProblem("twelve chars")).toBeNull();
    expect(passwordProblem("😀".repeat(11))).toBe("short");
    expect(passwordProblem("x".repeat(257))).toBe("long");
  });

  it("refuses a password of whitespace only", () => {
    expect(passwordProblem(" ".repeat(12))).toBe("blank");
    expect(passwordProblem(`${"\t".repeat(6)}${"\u00a0".repeat(6)}`)).toBe("blank");
  });

  it("refuses one character repeated, whatever its case or the spaces between", () => {
    expect(passwordProblem("aaaaaaaaaaaa")).toBe("repeated");
    expect(passwordProblem("AaAaAaAaAaAa")).toBe("repeated");
    expect(passwordProblem("111111111111111")).toBe("repeated");
    expect(passwordProblem("a a a a a a a")).toBe("repeated");
    expect(passwordProblem("😀".repeat(12))).toBe("repeated");
  });

  it("refuses the account's email and the part before its @, in any case", () => {
    const email = "rana.haddad.ops@example.com";
    expect(passwordProblem("Rana.Haddad.Ops@Example.com", email)).toBe("email");
    expect(passwordProblem("RANA.HADDAD.OPS", email)).toBe("email");
    expect(passwordProblem(" rana.haddad.ops ", email)).toBe("email");
    // Its email with a mark added is not its email, but it is easy to guess for this account.
    expect(passwordProblem("rana.haddad.ops!", email)).toBe("weak");
    expect(passwordProblem("RANA.HADDAD.OPS")).toBeNull();
  });

  it("refuses passwords that are easy to guess, by a strength estimator with real dictionaries", () => {
    for (const weak of [
      // The second probe's: accepted by the list of ~90 exact strings that came before.
      "password1234567",
      "qwertyuiop1234",
      "abcabcabcabcabc",
      "Cedarwave2024!",
      // Common ones, in any case, and the site's name.
      "password1234",
      "Password1234",
      "QWERTYUIOP12",
      "123456789012",
      "1q2w3e4r5t6y",
      "cedarwave1234",
    ]) {
      expect(passwordProblem(weak, "owner@cedarwave.example"), weak).toBe("weak");
    }
  });

  it("says why a password is weak, in the estimator's words", () => {
    expect(weaknessOf("password1234567")).toMatch(/commonly used password/);
    expect(weaknessOf("abcabcabcabcabc")).toMatch(/[Rr]epeated/);
  });

  it("judges alike in a child process, as servers and the command line do, and in this one", () => {
    // The other tests run the estimator in this process (vitest.config.ts); outside the unit
    // tests it always runs in a child process (password-strength.mjs), a second or so each.
    const email = "rana.haddad.ops@example.com";
    const verdicts = () => [
      passwordProblem("rana.haddad.ops!", email),
      weaknessOf("rana.haddad.ops!", email),
      passwordProblem("correct horse battery staple", email),
    ];
    const here = verdicts();
    expect(here[0]).toBe("weak");
    expect(here[1]).not.toBe("");
    expect(here[2]).toBeNull();
    vi.stubEnv("PASSWORD_STRENGTH_IN_PROCESS", "");
    try {
      expect(verdicts()).toEqual(here);
    } finally {
      vi.stubEnv("PASSWORD_STRENGTH_IN_PROCESS", "1");
    }
  });

  it("accepts the passwords the browser tests and the reliability checks start with", () => {
    for (const password of [
      "e2e-admin-password-0123",
      "reliability-admin-password-0123",
      "memory-admin-password-0123",
      "validate-html-admin-password-0123",
      "member-password-0123",
      "new-owner-password-1",
      "correct horse battery staple",
    ]) {
      expect(passwordProblem(password, "owner@cedarwave.example"), password).toBeNull();
    }
  });
});

describe("ADMIN_PASSWORD at start", { timeout: 60_000 }, () => {
  it("says plainly why the environment's owner password may not be used", () => {
    expect(ownerEnvironmentProblem({})).toBeNull();
    expect(ownerEnvironmentProblem({ ADMIN_PASSWORD: "" })).toBeNull();
    expect(
      ownerEnvironmentProblem({
        ADMIN_PASSWORD: "e2e-admin-password-0123",
        ADMIN_EMAIL: "owner@cedarwave.example",
      }),
    ).toBeNull();
    expect(ownerEnvironmentProblem({ ADMIN_PASSWORD: "x" })).toMatch(
      /^ADMIN_PASSWORD has fewer than 12 characters\. Set one of at least 12 characters/,
    );
    expect(ownerEnvironmentProblem({ ADMIN_PASSWORD: " ".repeat(12) })).toMatch(/only whitespace/);
    expect(ownerEnvironmentProblem({ ADMIN_PASSWORD: "aaaaaaaaaaaa" })).toMatch(
      /one character repeated\./,
    );
    expect(ownerEnvironmentProblem({ ADMIN_PASSWORD: "password1234" })).toMatch(
      /^ADMIN_PASSWORD is too easy to guess\. This is similar to a commonly used password\./,
    );
    expect(
      ownerEnvironmentProblem({
        ADMIN_PASSWORD: "Owner.Of.Cedarwave",
        ADMIN_EMAIL: " owner.of.cedarwave@example.com ",
      }),
    ).toMatch(/^ADMIN_PASSWORD is the owner's email address/);
    // Without ADMIN_EMAIL the owner is admin@localhost.
    expect(ownerEnvironmentProblem({ ADMIN_PASSWORD: "ADMIN@LOCALHOST" })).toMatch(/email/);
    expect(ownerEnvironmentProblem({ ADMIN_PASSWORD: "x".repeat(257) })).toMatch(/longer than 256/);
  });

  it("stops the server before it serves, with the reason", () => {
    const run = spawnSync(process.execPath, ["server.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        DATA_DIR: path.join(os.tmpdir(), "cw-never-opened"),
        ADMIN_EMAIL: "",
        ADMIN_PASSWORD: "aaaaaaaaaaaa",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "Cedarwave will not start: ADMIN_PASSWORD is one character repeated.",
    );
    expect(run.stdout).not.toContain("ready");
  }, 40_000);
});
