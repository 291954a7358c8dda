// Everything the reliability script starts: production servers on 127.0.0.1, the throw-away
// PostgreSQL cluster of scripts/with-postgres.sh, temporary directories and tmpfs mounts.
// All of it is registered here and torn down at the end, on a signal, on a crash or when the
// time limit strikes.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { preparedDataDir } from "../lib/prepared-data-dir.mjs";
import { exited, spawnServer, stopChild, waitUntilAnswering } from "../lib/server.mjs";
import { request } from "./client.mjs";
import { print } from "./report.mjs";

export const SECRETS = {
  FORM_SECRET: "reliability-form-secret-0123456789-abcdefghijkl",
  SESSION_SECRET: "reliability-session-secret-0123456789-abcdefgh",
  IP_HASH_SECRET: "reliability-ip-hash-secret-0123456789-abcdefgh",
};
export const ADMIN_PASSWORD = "reliability-admin-password-0123";

const children = new Set();
const mounts = [];
const tempDirs = [];
let pgStopped = false;

const isRoot = process.getuid?.() === 0;

export function tempDir(tag) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cw-rel-${tag}-`));
  tempDirs.push(dir);
  return dir;
}

/**
 * A temporary DATA_DIR whose embedded database is initialised already (scripts/lib/
 * prepared-data-dir.mjs): none of these checks is about the first start, which initdb makes six
 * seconds longer.
 */
export function preparedTempDir(tag) {
  const dir = preparedDataDir(`cw-rel-${tag}-`);
  tempDirs.push(dir);
  return dir;
}

/** A tmpfs of `sizeMb` (needs root): a real filesystem that can be filled or made read-only. */
export function tmpfs(tag, sizeMb) {
  if (!isRoot) return null;
  const dir = tempDir(tag);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m,mode=0755`, "tmpfs", dir]);
  } catch {
    return null;
  }
  mounts.push(dir);
  return dir;
}

export function remountReadOnly(dir) {
  execFileSync("mount", ["-o", "remount,ro", dir]);
}

/** Writes zeros into `dir` until the filesystem says ENOSPC; returns the bytes written. */
export function fillUp(dir) {
  const fd = fs.openSync(path.join(dir, "filler.bin"), "w");
  const chunk = Buffer.alloc(1 << 20);
  let written = 0;
  try {
    for (;;) written += fs.writeSync(fd, chunk);
  } catch (error) {
    if (error.code !== "ENOSPC") throw error;
  } finally {
    fs.closeSync(fd);
  }
  // Whatever single blocks remain.
  const small = fs.openSync(path.join(dir, "filler-2.bin"), "w");
  try {
    for (;;) written += fs.writeSync(small, Buffer.alloc(512));
  } catch (error) {
    if (error.code !== "ENOSPC") throw error;
  } finally {
    fs.closeSync(small);
  }
  return written;
}

/**
 * Starts `node server.mjs` in production mode on 127.0.0.1:`port`. Resolves once it answers
 * HTTP (`/health` 200 when `healthy`, any answer to `/` otherwise).
 */
export async function startServer({ port, env = {}, healthy = true, logTag = String(port) }) {
  // Someone else's server on the port would answer our readiness check in its place.
  const taken = await request(`http://127.0.0.1:${port}/`).then(
    async (response) => (await response.arrayBuffer(), true),
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use (RELIABILITY_PORT moves the ports)`);
  const logFile = path.join(tempDir(`log-${logTag}`), "server.log");
  const log = fs.openSync(logFile, "a");
  const child = spawnServer({
    port,
    env: { ADMIN_PASSWORD, ...SECRETS, ...env },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  children.add(child);
  child.once("exit", () => children.delete(child));
  const server = { child, port, base: `http://127.0.0.1:${port}`, logFile };
  try {
    await waitUntilAnswering(`${server.base}${healthy ? "/health" : "/"}`, {
      child,
      anyStatus: !healthy,
    });
  } catch (error) {
    throw new Error(`server on ${port}: ${error.message}:\n${tail(logFile)}`);
  }
  return server;
}

function tail(file, lines = 20) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** SIGTERM (the server closes the database), SIGKILL if it hangs. */
export async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    print(
      `  server on ${server.port} had died (${server.child.exitCode ?? server.child.signalCode}):`,
    );
    print(tail(server.logFile).replace(/^/gm, "        | "));
    return;
  }
  await stopChild(server.child);
}

export async function killServer(server) {
  server.child.kill("SIGKILL");
  await exited(server.child, 5_000);
}

/* ---------- Databases ---------- */

/** Reads the embedded database of a stopped server. */
export async function withPglite(dataDir, fn) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** The cluster of scripts/with-postgres.sh (which runs this script and exports its details). */
export const postgres = {
  available: Boolean(process.env.TEST_DATABASE_URL && process.env.PG_WORKDIR),
  url: process.env.TEST_DATABASE_URL,
  runAs: isRoot ? ["runuser", "-u", "postgres", "--"] : [],
  ctlCommand(...args) {
    return [
      ...this.runAs,
      path.join(process.env.PGBIN, "pg_ctl"),
      "-D",
      path.join(process.env.PG_WORKDIR, "data"),
      ...args,
    ];
  },
  startArgs() {
    const log = path.join(process.env.PG_WORKDIR, "log");
    return ["-l", log, "-w", "-o", process.env.PG_CTL_OPTIONS, "start"];
  },
  /** Stops PostgreSQL at once, as a crash or a failover would. */
  async stop() {
    pgStopped = true;
    const [command, ...args] = this.ctlCommand("-m", "immediate", "-w", "stop");
    await promisify(execFile)(command, args);
  },
  async start() {
    const [command, ...args] = this.ctlCommand(...this.startArgs());
    await promisify(execFile)(command, args);
    pgStopped = false;
  },
  async query(url, text, params = []) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  },
  /** A fresh database of the cluster for one scenario. */
  async createDatabase(name) {
    await this.query(this.url, `DROP DATABASE IF EXISTS ${name}`);
    await this.query(this.url, `CREATE DATABASE ${name}`);
    const url = new URL(this.url);
    url.pathname = `/${name}`;
    return url.toString();
  },
};

/* ---------- Clean-up ---------- */

function cleanupSync() {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
  if (pgStopped && postgres.available) {
    try {
      // Back up, so that with-postgres.sh stops and removes its cluster as usual.
      const [command, ...args] = postgres.ctlCommand(...postgres.startArgs());
      execFileSync(command, args, { stdio: "ignore" });
    } catch {
      // it removes the directory anyway
    }
  }
  while (mounts.length > 0) {
    try {
      execFileSync("umount", ["-l", mounts.pop()]);
    } catch {
      // already gone
    }
  }
  while (tempDirs.length > 0) fs.rmSync(tempDirs.pop(), { recursive: true, force: true });
}

export async function cleanup() {
  await Promise.all([...children].map((child) => stopServer({ child })));
  cleanupSync();
}

/** Bounds the whole run and makes sure nothing outlives it. */
export function guard(totalMs) {
  const timer = setTimeout(() => {
    console.error(`\nTime limit of ${totalMs / 1000} s reached: stopping everything.`);
    cleanupSync();
    process.exit(1);
  }, totalMs);
  timer.unref();
  process.on("exit", cleanupSync);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      cleanupSync();
      process.exit(130);
    });
  }
}
