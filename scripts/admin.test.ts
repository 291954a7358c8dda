import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { preparedDataDir } from "./lib/prepared-data-dir.mjs";

// `npm run admin` as an operator runs it: a child process (tsx, react-server conditions) on an
// embedded database of its own in a temporary DATA_DIR.
const root = path.resolve(import.meta.dirname, "..");
let dataDir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

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

/** Reads the stopped database directly (no CLI process is running meanwhile). */
async function query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return (await db.query<Row>(sql, params)).rows;
  } finally {
    await db.close();
  }
}

beforeAll(() => {
  // Initialised already: the CLI opens and migrates it as on a first start, without initdb.
  dataDir = preparedDataDir("cw-admin-cli-");
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run admin", { timeout: 120_000 }, () => {
  it("explains itself and refuses an unknown command", async () => {
    const help = await admin(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("user add <email>");
    expect(help.stdout).toContain("ADMIN_NEW_PASSWORD");
    const unknown = await admin(["user", "frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown command: user frobnicate.");
  });

  it("adds accounts with a password from the environment, from stdin, or generated; lists them", async () => {
    const short = await admin(["user", "add", "owner@example.test", "--name", "Olu"], {
      env: { ADMIN_NEW_PASSWORD: "too-short" },
    });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");

    const owner = await admin(
      ["user", "add", "owner@example.test", "--name", "Olu", "--role", "owner"],
      {
        env: { ADMIN_NEW_PASSWORD: "owner-password-0123" },
      },
    );
    expect(owner.code, owner.stderr).toBe(0);
    expect(owner.stdout).toMatch(/^Added owner@example\.test \(account #\d+\)\.$/m);
    expect(owner.stdout).not.toContain("owner-password-0123");

    const piped = await admin(["user", "add", "Mia@Example.test", "--name", "Mia Member"], {
      stdin: "member-password-0123\n",
    });
    expect(piped.code, piped.stderr).toBe(0);

    const again = await admin(["user", "add", "mia@example.test", "--name", "Mia again"], {
      stdin: "member-password-0123\n",
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("An account with that email exists already.");

    const generated = await admin(["user", "add", "gen@example.test", "--name", "Gen"]);
    expect(generated.code, generated.stderr).toBe(0);
    const shown = /shown once.*\n(\S+)\n/.exec(generated.stdout)?.[1] ?? "";
    expect(shown.length).toBeGreaterThanOrEqual(12);

    const listed = await admin(["user", "list"]);
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
    const rows = await query<{ email: string; password_hash: string }>(
      "SELECT email, password_hash FROM admin_users ORDER BY id",
    );
    expect(rows.map((row) => row.email)).toEqual([
      "owner@example.test",
      "Mia@Example.test",
      "gen@example.test",
    ]);
    for (const row of rows) expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const { verifyPassword } = await import("@/lib/admin/passwords");
    expect(await verifyPassword(shown, rows[2]!.password_hash)).toBe(true);
    expect(await verifyPassword("member-password-0123", rows[1]!.password_hash)).toBe(true);
  });

  it("disables (ending sessions), resets and enables, keeps the last owner, and audits it all", async () => {
    const [mia] = await query<{ id: number }>(
      "SELECT id FROM admin_users WHERE email = 'Mia@Example.test'",
    );
    await query(
      "INSERT INTO admin_sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
      [`cli-test-${Date.now()}`, mia!.id],
    );

    const disabled = await admin(["user", "disable", "mia@example.test"]);
    expect(disabled.code, disabled.stderr).toBe(0);
    expect(disabled.stdout).toContain("Disabled Mia@Example.test");
    expect(await query("SELECT 1 FROM admin_sessions WHERE user_id = $1", [mia!.id])).toHaveLength(
      0,
    );
    expect((await admin(["user", "list"])).stdout).toMatch(/Mia Member\s+member\s+disabled/);

    const reset = await admin(["user", "reset", "mia@example.test"], {
      stdin: "another-password-456",
    });
    expect(reset.code, reset.stderr).toBe(0);
    const enabled = await admin(["user", "enable", "mia@example.test"]);
    expect(enabled.code, enabled.stderr).toBe(0);
    const [stored] = await query<{ password_hash: string; disabled_at: Date | null }>(
      "SELECT password_hash, disabled_at FROM admin_users WHERE id = $1",
      [mia!.id],
    );
    expect(stored!.disabled_at).toBeNull();
    const { verifyPassword } = await import("@/lib/admin/passwords");
    expect(await verifyPassword("another-password-456", stored!.password_hash)).toBe(true);

    // owner@example.test is the only owner: neither disabled nor demoted.
    for (const args of [
      ["user", "disable", "owner@example.test"],
      ["user", "role", "owner@example.test", "member"],
    ]) {
      const refused = await admin(args);
      expect(refused.code, args.join(" ")).toBe(1);
      expect(refused.stderr).toContain("That is the last enabled owner");
    }
    // With a second owner, the first may become a member.
    expect((await admin(["user", "role", "mia@example.test", "owner"])).code).toBe(0);
    const demoted = await admin(["user", "role", "owner@example.test", "member"]);
    expect(demoted.code, demoted.stderr).toBe(0);
    expect(demoted.stdout).toBe("owner@example.test is now a member.\n");
    const missing = await admin(["user", "disable", "nobody@example.test"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No account has the email nobody@example.test.");

    const trail = await query<{
      action: string;
      actor_id: number | null;
      target: string;
      detail: Record<string, unknown>;
    }>("SELECT action, actor_id, target, detail FROM audit_log ORDER BY id");
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
    expect((await admin(["user", "list"])).code).toBe(0);
  });
});
