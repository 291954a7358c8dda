import "server-only";

import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Client as PgClient } from "pg";

import { dataDirPath, secureDataDir, tightenDataDir } from "./data-dir.mjs";
import { DatabaseOpenError } from "./errors";
import { pgliteSettingParams } from "./pglite-settings.mjs";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Called with each notification's payload; with `null` when notifications may have been missed. */
export type NotificationListener = (payload: string | null) => void;

interface Handle {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * LISTEN on `channel`: NOTIFY (pg_notify) in a committed transaction reaches every instance's
   * listener. Returns the function that stops listening.
   */
  listen: (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_243_001;

// The data directory's modes (0700, its files 0600) and the refusal of one other users may
// write: src/lib/db/data-dir.mjs.
const dataDir = dataDirPath;

// PGlite's memory settings (shared_buffers, max_connections, work_mem, temp_buffers) and why
// each value: src/lib/db/pglite-settings.mjs, shared with the tests' prepared data directories.

/**
 * Initialises an empty data directory in a child process (src/lib/db/init-data-dir.mjs). PGlite
 * runs initdb in extra WebAssembly instances whose memory this process would keep after they
 * close (measured: an instance opened after an in-process initdb and close still held 330 MB
 * against 170 MB on a restart), so the first start would cost twice a restart. The child's
 * memory goes back to the system when it exits.
 */
async function initialiseDataDir(dir: string): Promise<void> {
  const script = path.join(process.cwd(), "src", "lib", "db", "init-data-dir.mjs");
  await promisify(execFile)(process.execPath, [script, dir, JSON.stringify(pgliteSettingParams)], {
    timeout: 5 * 60_000,
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is Postgres inside one process: two processes on one data directory would corrupt it.
 * The process holding it writes its pid in `DATA_DIR/pglite.pid` (created exclusively); another
 * process (a second server, `npm run admin`, `npm run purge`) is refused while that process
 * lives. A file left by a process that died is taken over. Returns the release function.
 */
function claimDataDir(dir: string): () => void {
  const file = path.join(dir, "..", "pglite.pid");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(fs.readFileSync(file, "utf8").trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. Stop that process first (or use DATABASE_URL with a PostgreSQL server, which any number of processes can share). If no such process is this site, delete ${file}.`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not claim the embedded database in ${dir}.`);
}

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { createPrivatePglite } = await import("./private-fs.mjs");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // Refuses a directory other users may write; tightens one left by an older version; sets
  // the process umask to 077 (`npm run admin`, `npm run purge` and the tests come through here).
  secureDataDir(dataDir());
  const dir = path.join(dataDir(), "pglite");
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const release = claimDataDir(dir);
  try {
    if (!fs.existsSync(path.join(dir, "PG_VERSION"))) await initialiseDataDir(dir);
    const client = await createPrivatePglite(dir, {
      startParams: [...PGlite.defaultStartParams, ...pgliteSettingParams],
    });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // Files are created 0600 (private-fs.mjs); the walk tightens those of an older version.
    tightenDataDir(dir);
    return {
      db: db as unknown as Database,
      driver: "pglite",
      // One process, one session: PGlite delivers its own NOTIFY to its listeners at commit.
      listen: async (channel, listener) => {
        const stop = await client.listen(channel, (payload) => listener(payload));
        return async () => stop();
      },
      close: async () => {
        await client.close();
        // Postgres writes its statistics (pg_stat/) as it stops: 0600 too, checked by the walk.
        tightenDataDir(dir);
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(connectionString: string): Promise<Handle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  const db = drizzle({ client: pool, schema });
  const listeners = postgresListeners(connectionString);
  return {
    db: db as unknown as Database,
    driver: "postgres",
    listen: listeners.listen,
    close: async () => {
      await listeners.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN over one connection of its own (a pooled one would be handed to other queries): opened
 * with the first listener, and opened again after it is lost (the server restarted), each
 * listener then told `null`, since what was notified in between is gone: a listener reads what
 * it missed from the tables, never from notifications alone. While the server stays down it is
 * tried again every second, for as long as it takes: an instance that gave up would keep its
 * streams open and never tell them another message.
 */
function postgresListeners(connectionString: string) {
  const channels = new Map<string, Set<NotificationListener>>();
  let connection: Promise<PgClient> | undefined;
  /** The connection that LISTENs now: the only one whose loss counts. */
  let active: PgClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const tellAll = (payload: string | null) => {
    for (const set of channels.values()) for (const listener of set) listener(payload);
  };

  function reconnectSoon() {
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (closed || channels.size === 0) return;
      opened().then(() => tellAll(null), reconnectSoon);
    }, 1_000);
    retry.unref();
  }

  async function connect(): Promise<PgClient> {
    const { Client } = await import("pg");
    const client = new Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client.on("notification", (message) => {
      for (const listener of channels.get(message.channel) ?? []) listener(message.payload ?? "");
    });
    const lost = (error?: Error) => {
      if (closed || active !== client) return;
      console.error("[db] the LISTEN connection was lost:", error?.message ?? "ended");
      active = undefined;
      connection = undefined;
      client.end().catch(() => {});
      reconnectSoon();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      for (const channel of channels.keys()) {
        await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      }
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    active = client;
    return client;
  }

  function opened(): Promise<PgClient> {
    if (!connection) {
      const attempt = connect();
      connection = attempt;
      attempt.catch(() => {
        if (connection === attempt) connection = undefined;
      });
    }
    return connection;
  }

  return {
    async listen(channel: string, listener: NotificationListener) {
      let set = channels.get(channel);
      const first = !set;
      if (!set) channels.set(channel, (set = new Set()));
      set.add(listener);
      const client = await opened();
      if (first) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        set.delete(listener);
        if (set.size > 0 || channels.get(channel) !== set) return;
        channels.delete(channel);
        await (await opened()).query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const pending = connection;
      connection = undefined;
      if (pending) await (await pending.catch(() => undefined))?.end().catch(() => {});
    },
  };
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a channel name: ${name}`);
  return `"${name}"`;
}

// One handle per process, even if Next loads this module in several bundles: two PGlite
// instances on one directory would corrupt it.
const globalStore = globalThis as typeof globalThis & {
  __cedarwaveDb?: Promise<Handle>;
  __cedarwaveDbClosing?: Set<() => void>;
};

function open(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  return (url ? openPostgres(url) : openPglite()).catch((cause: unknown) => {
    throw new DatabaseOpenError(cause);
  });
}

/**
 * The database, opened (and migrated) when a request first needs it, not when the server
 * starts: a server that only serves pages never holds it. A failed open is retried on the next
 * call.
 */
export async function getDb(): Promise<Database> {
  if (!globalStore.__cedarwaveDb) {
    const opening = open();
    globalStore.__cedarwaveDb = opening;
    opening.catch(() => {
      if (globalStore.__cedarwaveDb === opening) globalStore.__cedarwaveDb = undefined;
    });
  }
  return (await globalStore.__cedarwaveDb).db;
}

export async function databaseDriver(): Promise<Handle["driver"]> {
  await getDb();
  return (await globalStore.__cedarwaveDb!).driver;
}

/** LISTEN on `channel` of the database (see Handle.listen). */
export async function listenDb(
  channel: string,
  listener: NotificationListener,
): Promise<() => Promise<void>> {
  await getDb();
  return (await globalStore.__cedarwaveDb!).listen(channel, listener);
}

/**
 * Runs `callback` when the database is closed: what was set up on this handle (a LISTEN) is
 * set up again on the next one.
 */
export function onDbClose(callback: () => void): void {
  (globalStore.__cedarwaveDbClosing ??= new Set()).add(callback);
}

/** Closes the database (on shutdown). */
export async function closeDb(): Promise<void> {
  const pending = globalStore.__cedarwaveDb;
  globalStore.__cedarwaveDb = undefined;
  for (const callback of globalStore.__cedarwaveDbClosing ?? []) callback();
  if (!pending) return;
  try {
    await (await pending).close();
  } catch {
    // It never opened: nothing to close.
  }
}
