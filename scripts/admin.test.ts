import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { closeDb, getDb } from "@/lib/db/client";

import { runAdmin } from "./lib/admin-cli";
import { preparedDataDir } from "./lib/prepared-data-dir.mjs";

// `npm run admin`, on an embedded database of its own in a temporary DATA_DIR: first its
// commands and their rules, called in this process (scripts/lib/admin-cli.ts, the database
// opened once); then the process an operator runs (tsx, react-server conditions): arguments,
// ADMIN_NEW_PASSWORD, piped standard input, output, exit codes, and the database's lock. A
// child process costs 2.4 s, 1.4 of them opening the database; a command here a few ms.
const root = path.resolve(import.meta.dirname, "..");
let dataDir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command line run in this process, on the database this process holds. */
function command(
  args: string[],
  options: { stdin?: string; newPassword?: string } = {},
): Promise<Run> {
  return runAdmin(args, {
    newPassword: options.newPassword,
    stdin: async () => options.stdin ?? null,
  });
}

/** Rows of a statement on the database this process holds. */
async function rows<Row>(statement: SQL): Promise<Row[]> {
  return ((await (await getDb()).execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** `npm run admin` as an operator runs it: a child process. */
function admin(
  args: string[],
  options: { stdin?: string; env?: Record<string, string> } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, "node_modules/tsx/dist/cli.mjs"),
        "--conditions=react-server",
        "scripts/admin.ts",
        ...args,
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          ADMIN_NEW_PASSWORD: "",
          ...options.env,
        },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}

/** Reads the stopped database directly (no process holds it meanwhile). */
async function query<Row>(statement: string, params: unknown[] = []): Promise<Row[]> {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return (await db.query<Row>(statement, params)).rows;
  } finally {
    await db.close();
  }
}

beforeAll(() => {
  // Initialised already: it is opened and migrated as on a first start, without initdb.
  dataDir = preparedDataDir("cw-admin-cli-");
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  // The command line hashes at the production cost, here and in its processes (a few hashes):
  // the unit tests' lower one (vitest.config.ts) is set aside.
  vi.stubEnv("SCRYPT_TEST_N", "");
  // The first prepared directory of a run is initialised here (initdb in a child process): about
  // 3 s alone, over 10 s on two busy cores.
}, 60_000);
afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run admin: the commands", { timeout: 60_000 }, () => {
  it("explains itself and refuses an unknown command", async () => {
    const help = await command(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("user add <email>");
    expect(help.stdout).toContain("ADMIN_NEW_PASSWORD");
    const unknown = await command(["user", "frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown command: user frobnicate.");
    expect(unknown.stderr).toContain("user add <email>");
    expect((await command(["user", "add", "x@example.test", "--nmae", "X"])).code).toBe(2);
  });

  it("adds accounts with a password given, piped or generated; lists them", async () => {
    const short = await command(["user", "add", "owner@example.test", "--name", "Olu"], {
      newPassword: "too-short",
    });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");

    const owner = await command(
      ["user", "add", "owner@example.test", "--name", "Olu", "--role", "owner"],
      { newPassword: "owner-password-0123" },
    );
    expect(owner.code, owner.stderr).toBe(0);
    expect(owner.stdout).toMatch(/^Added owner@example\.test \(account #\d+\)\.$/m);
    expect(owner.stdout).not.toContain("owner-password-0123");

    const piped = await command(["user", "add", "Mia@Example.test", "--name", "Mia Member"], {
      stdin: "member-password-0123\n",
    });
    expect(piped.code, piped.stderr).toBe(0);

    const again = await command(["user", "add", "mia@example.test", "--name", "Mia again"], {
      stdin: "member-password-0123\n",
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("An account with that email exists already.");

    const generated = await command(["user", "add", "gen@example.test", "--name", "Gen"]);
    expect(generated.code, generated.stderr).toBe(0);
    const shown = /shown once.*\n(\S+)\n/.exec(generated.stdout)?.[1] ?? "";
    expect(shown.length).toBeGreaterThanOrEqual(12);

    const listed = await command(["user", "list"]);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+ROLE\s+STATE/);
    expect(lines.find((line) => line.startsWith("owner@example.test"))).toMatch(
      /Olu\s+owner\s+active\s+never$/,
    );
    expect(lines.find((line) => line.startsWith("Mia@Example.test"))).toMatch(
      /Mia Member\s+member\s+active\s+never$/,
    );

    // The hashes are scrypt's, the generated password is the one stored, nothing in plain text.
    const stored = await rows<{ email: string; password_hash: string }>(
      sql`SELECT email, password_hash FROM admin_users ORDER BY id`,
    );
    expect(stored.map((row) => row.email)).toEqual([
      "owner@example.test",
      "Mia@Example.test",
      "gen@example.test",
    ]);
    for (const row of stored) expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const { verifyPassword } = await import("@/lib/admin/passwords");
    expect(await verifyPassword(shown, stored[2]!.password_hash)).toBe(true);
    expect(await verifyPassword("member-password-0123", stored[1]!.password_hash)).toBe(true);
  });

  it("refuses a weak password, given or piped, for a new account and a reset, saying why", async () => {
    const add = ["user", "add", "weak.pass.word@example.test", "--name", "Weak"];
    const refusals: [string, string][] = [
      ["            ", "cannot be only spaces"],
      ["aaaaaaaaaaaa", "cannot be one character repeated"],
      ["Weak.Pass.Word@Example.test", "cannot be the account's email address"],
      ["WEAK.PASS.WORD", "cannot be the account's email address"],
      ["Password1234", "too easy to guess"],
      ["Cedarwave2024!", "too easy to guess"],
    ];
    for (const [password, reason] of refusals) {
      const added = await command(add, { newPassword: password });
      expect(added.code, password).toBe(1);
      expect(added.stderr, password).toContain(reason);
    }
    const piped = await command(add, { stdin: "qwertyuiop12\n" });
    expect(piped.stderr).toContain("too easy to guess");
    // And why, in the estimator's words.
    expect(piped.stderr).toContain("This is similar to a commonly used password.");
    const reset = await command(["user", "reset", "mia@example.test"], { stdin: "mia\n" });
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain("at least 12 characters");
    const resetToEmail = await command(["user", "reset", "mia@example.test"], {
      newPassword: "MIA@EXAMPLE.TEST",
    });
    expect(resetToEmail.code).toBe(1);
    expect(resetToEmail.stderr).toContain("cannot be the account's email address");
    expect(
      await rows(sql`SELECT 1 FROM admin_users WHERE email = 'weak.pass.word@example.test'`),
    ).toHaveLength(0);
  });

  it("disables (ending sessions), resets and enables, keeps the last owner, and audits it all", async () => {
    const [mia] = await rows<{ id: number }>(
      sql`SELECT id FROM admin_users WHERE email = 'Mia@Example.test'`,
    );
    await rows(
      sql`INSERT INTO admin_sessions (token_hash, user_id, expires_at) VALUES (${`cli-test-${Date.now()}`}, ${mia!.id}, now() + interval '1 hour')`,
    );

    const disabled = await command(["user", "disable", "mia@example.test"]);
    expect(disabled.code, disabled.stderr).toBe(0);
    expect(disabled.stdout).toContain("Disabled Mia@Example.test");
    expect(await rows(sql`SELECT 1 FROM admin_sessions WHERE user_id = ${mia!.id}`)).toHaveLength(
      0,
    );
    expect((await command(["user", "list"])).stdout).toMatch(/Mia Member\s+member\s+disabled/);

    const reset = await command(["user", "reset", "mia@example.test"], {
      stdin: "another-password-456",
    });
    expect(reset.code, reset.stderr).toBe(0);
    const enabled = await command(["user", "enable", "mia@example.test"]);
    expect(enabled.code, enabled.stderr).toBe(0);
    const [stored] = await rows<{ password_hash: string; disabled_at: Date | null }>(
      sql`SELECT password_hash, disabled_at FROM admin_users WHERE id = ${mia!.id}`,
    );
    expect(stored!.disabled_at).toBeNull();
    const { verifyPassword } = await import("@/lib/admin/passwords");
    expect(await verifyPassword("another-password-456", stored!.password_hash)).toBe(true);

    // owner@example.test is the only owner: neither disabled nor demoted.
    for (const args of [
      ["user", "disable", "owner@example.test"],
      ["user", "role", "owner@example.test", "member"],
    ]) {
      const refused = await command(args);
      expect(refused.code, args.join(" ")).toBe(1);
      expect(refused.stderr).toContain("That is the last enabled owner");
    }
    // With a second owner, the first may become a member.
    expect((await command(["user", "role", "mia@example.test", "owner"])).code).toBe(0);
    const demoted = await command(["user", "role", "owner@example.test", "member"]);
    expect(demoted.code, demoted.stderr).toBe(0);
    expect(demoted.stdout).toBe("owner@example.test is now a member.\n");
    const missing = await command(["user", "disable", "nobody@example.test"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No account has the email nobody@example.test.");

    const trail = await rows<{
      action: string;
      actor_id: number | null;
      target: string;
      detail: Record<string, unknown>;
    }>(sql`SELECT action, actor_id, target, detail FROM audit_log ORDER BY id`);
    expect(trail.map((entry) => entry.action)).toEqual([
      "account.created",
      "account.created",
      "account.created",
      "account.disabled",
      "account.password_reset",
      "account.enabled",
      "account.updated",
      "account.updated",
    ]);
    for (const entry of trail) {
      expect(entry.actor_id).toBeNull();
      expect(entry.detail).toMatchObject({ from: "command line" });
      expect(entry.target).toMatch(/^account #\d+$/);
    }
    expect(trail[6]!.detail).toEqual({
      changes: ["role"],
      role: "owner",
      previousRole: "member",
      from: "command line",
    });
  });
});

describe("npm run admin: the process", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // The commands above held the database in this process: the command line's turn.
    await closeDb();
  });

  it("answers --help with 0, and a wrong command line with 2 and the help", async () => {
    // Side by side: neither opens the database.
    const [help, unknown] = await Promise.all([admin(["--help"]), admin(["user", "frobnicate"])]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("user add <email>");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown command: user frobnicate.");
    expect(unknown.stderr).toContain("user add <email>");
  });

  it("takes a password from ADMIN_NEW_PASSWORD or piped input, else prints a generated one", async () => {
    const fromEnvironment = await admin(["user", "add", "env@example.test", "--name", "Env"], {
      env: { ADMIN_NEW_PASSWORD: "environment-password-01" },
    });
    expect(fromEnvironment.code, fromEnvironment.stderr).toBe(0);
    expect(fromEnvironment.stdout).toMatch(/^Added env@example\.test \(account #\d+\)\.\n$/);
    const piped = await admin(["user", "add", "pipe@example.test", "--name", "Pipe"], {
      stdin: "piped-password-0123\n",
    });
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout).not.toContain("piped-password-0123");
    // Standard input closed empty: a password is generated and shown once.
    const generated = await admin(["user", "reset", "pipe@example.test"]);
    expect(generated.code, generated.stderr).toBe(0);
    const shown = /shown once.*\n(\S+)\n/.exec(generated.stdout)?.[1] ?? "";
    expect(shown.length).toBeGreaterThanOrEqual(12);

    const stored = await query<{ email: string; password_hash: string }>(
      "SELECT email, password_hash FROM admin_users WHERE email IN ('env@example.test', 'pipe@example.test') ORDER BY id",
    );
    const { verifyPassword } = await import("@/lib/admin/passwords");
    expect(await verifyPassword("environment-password-01", stored[0]!.password_hash)).toBe(true);
    expect(await verifyPassword(shown, stored[1]!.password_hash)).toBe(true);
  });

  it("is refused, plainly, while another process holds the embedded database", async () => {
    const pidFile = path.join(dataDir, "pglite.pid");
    // This test's own process stands for a running server: alive, and not the command's pid.
    fs.writeFileSync(pidFile, String(process.pid), { flag: "wx" });
    try {
      const refused = await admin(["user", "list"]);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
      expect(refused.stderr).not.toMatch(/^\s+at /m);
    } finally {
      fs.rmSync(pidFile);
    }
    const listed = await admin(["user", "list"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^env@example\.test\s+Env\s+member\s+active\s+never$/m);
  });
});
