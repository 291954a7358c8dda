import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

import { dataDirRefusal, secureDataDir } from "./data-dir.mjs";

// The data directory is private to the server's user whatever the umask: a process with umask
// 0 initialises the embedded database, migrates it and writes an email (no SMTP_URL), and every
// file under DATA_DIR is then 0600 and every directory 0700. One left by an older version is
// tightened when the database opens; one other users may write is refused. Child processes:
// a worker thread cannot set its umask.

const root = path.resolve(import.meta.dirname, "../../..");
const temp = fs.mkdtempSync(path.join(os.tmpdir(), "cw-modes-"));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** Opens the database, writes one email and closes, in a process whose umask is 0. */
const CHILD = `
process.umask(0);
const { closeDb, getDb } = await import(${JSON.stringify(path.join(root, "src/lib/db/client.ts"))});
const { deliver } = await import(${JSON.stringify(path.join(root, "src/lib/outbox/deliver.ts"))});
await getDb();
const payload = { to: ["ada@example.com"], subject: "Hello", text: "Hi", html: "<p>Hi</p>" };
await deliver({ id: 1, channel: "email", messageId: "<modes@example.com>", payload }, { from: "a@example.com" });
await closeDb();
`;

function runChild(dataDir: string) {
  return promisify(execFile)(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "--input-type=module",
      "-e",
      CHILD,
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "" },
      timeout: 90_000,
    },
  );
}

/** Every entry under `dir` whose mode is not 0600 (files) or 0700 (directories). */
function looseEntries(dir: string): string[] {
  const loose: string[] = [];
  const check = (file: string) => {
    const stat = fs.lstatSync(file);
    const mode = stat.mode & 0o777;
    if ((stat.isDirectory() && mode !== 0o700) || (stat.isFile() && mode !== 0o600)) {
      loose.push(`${path.relative(dir, file) || "."} ${mode.toString(8)}`);
    }
  };
  check(dir);
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    check(path.join(dir, entry));
  }
  return loose;
}

/**
 * With the common umask 022: secures a new data directory, initialises and opens the embedded
 * database on it the way client.ts does, runs a query and DDL, closes and opens it again, with
 * no walk that tightens; prints the entries whose mode is not 0600/0700 after each step.
 */
const FRESH_CHILD = `
import fs from "node:fs";
import path from "node:path";
process.umask(0o022);
const { secureDataDir } = await import(${JSON.stringify(path.join(root, "src/lib/db/data-dir.mjs"))});
const { createPrivatePglite } = await import(${JSON.stringify(path.join(root, "src/lib/db/private-fs.mjs"))});
const dataDir = process.env.DATA_DIR;
const loose = () =>
  [".", ...fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" })].flatMap((entry) => {
    const stat = fs.lstatSync(path.join(dataDir, entry));
    const mode = stat.mode & 0o777;
    return (stat.isDirectory() && mode !== 0o700) || (stat.isFile() && mode !== 0o600)
      ? [entry + " " + mode.toString(8)]
      : [];
  });
const steps = {};
secureDataDir(dataDir);
const dir = path.join(dataDir, "pglite");
const db = await createPrivatePglite(dir);
await db.query("SELECT 1");
steps.firstQuery = loose();
await db.exec("CREATE TABLE t (id serial PRIMARY KEY); INSERT INTO t DEFAULT VALUES;");
steps.ddl = loose();
await db.close();
steps.closed = loose();
const again = await createPrivatePglite(dir);
await again.query("SELECT count(*) FROM t");
steps.reopened = loose();
await again.close();
steps.closedAgain = loose();
steps.relcacheInit = ["global", "base/5"].map((sub) => fs.existsSync(path.join(dir, sub, "pg_internal.init")));
console.log(JSON.stringify(steps));
`;

describe("files created in the data directory", { timeout: 120_000 }, () => {
  it("are 0600 and directories 0700 from their creation, pg_internal.init too, with umask 022", async () => {
    const dataDir = path.join(temp, "fresh", "data");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", FRESH_CHILD],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, timeout: 90_000 },
    );
    expect(JSON.parse(stdout)).toEqual({
      firstQuery: [],
      ddl: [],
      closed: [],
      reopened: [],
      closedAgain: [],
      relcacheInit: [true, true],
    });
  });
});

describe("the data directory's modes", { timeout: 120_000 }, () => {
  const dataDir = path.join(temp, "new", "data");

  it("with umask 0, the database and an email: every file 0600, every directory 0700", async () => {
    await runChild(dataDir);
    expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, "mail"))).toEqual(["modes@example.com.eml"]);
    const files = fs.readdirSync(dataDir, { recursive: true }).length;
    expect(files).toBeGreaterThan(900);
    expect(looseEntries(dataDir)).toEqual([]);
  });

  it("tightens files left readable by an older version when the database opens", async () => {
    const wal = path.join(dataDir, "pglite", "pg_wal");
    const segment = fs.readdirSync(wal).find((name) => /^[0-9A-F]{24}$/.test(name))!;
    fs.chmodSync(path.join(wal, segment), 0o666);
    fs.chmodSync(path.join(dataDir, "mail", "modes@example.com.eml"), 0o644);
    fs.chmodSync(path.join(dataDir, "pglite", "base"), 0o755);
    fs.chmodSync(dataDir, 0o755);
    await runChild(dataDir);
    expect(looseEntries(dataDir)).toEqual([]);
  });

  it("refuses a data directory other users may write, with a plain message", async () => {
    fs.chmodSync(dataDir, 0o775);
    expect(dataDirRefusal(dataDir)).toBe(
      `DATA_DIR ${dataDir} can be written by other users (mode 775): run chmod 700 ${dataDir}, or choose another DATA_DIR.`,
    );
    expect(() => secureDataDir(dataDir)).toThrow("can be written by other users");
    const opened = runChild(dataDir);
    await expect(opened).rejects.toThrow(
      `The database could not be opened: DATA_DIR ${dataDir} can be written by other users (mode 775)`,
    );
    fs.chmodSync(dataDir, 0o757);
    expect(dataDirRefusal(dataDir)).toMatch(/can be written by other users \(mode 757\)/);
    fs.chmodSync(dataDir, 0o700);
    expect(dataDirRefusal(dataDir)).toBeNull();
    // A directory that does not exist yet is created 0700.
    expect(dataDirRefusal(path.join(temp, "missing"))).toBeNull();
  });

  it("refuses a data directory that belongs to another user", () => {
    if (process.getuid?.() !== 0) return; // Only root can give a directory away.
    const foreign = path.join(temp, "foreign");
    fs.mkdirSync(foreign, { mode: 0o700 });
    fs.chownSync(foreign, 65534, 65534);
    expect(dataDirRefusal(foreign)).toMatch(
      /^DATA_DIR .* belongs to another user \(uid 65534, the server runs as 0\)/,
    );
  });
});
