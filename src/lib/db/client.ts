import "server-only";

import fs from "node:fs";
import path from "node:path";

import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { DatabaseOpenError } from "./errors";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Handle {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_243_001;

function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? "./data");
}

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = path.join(dataDir(), "pglite");
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, driver: "pglite", close: () => client.close() };
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
  return { db: db as unknown as Database, driver: "postgres", close: () => pool.end() };
}

// One handle per process, even if Next loads this module in several bundles: two PGlite
// instances on one directory would corrupt it.
const globalStore = globalThis as typeof globalThis & {
  __cedarwaveDb?: Promise<Handle>;
};

function open(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  return (url ? openPostgres(url) : openPglite()).catch((cause: unknown) => {
    throw new DatabaseOpenError(cause);
  });
}

/** The database, opened (and migrated) on first use. A failed open is retried on the next call. */
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

/** Closes the database (on shutdown). */
export async function closeDb(): Promise<void> {
  const pending = globalStore.__cedarwaveDb;
  globalStore.__cedarwaveDb = undefined;
  if (!pending) return;
  try {
    await (await pending).close();
  } catch {
    // It never opened: nothing to close.
  }
}
