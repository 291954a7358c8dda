import path from "node:path";
import { pathToFileURL } from "node:url";

import { closeDb, getDb } from "./lib/db/client";
import type * as Shutdown from "./lib/db/shutdown.mjs";

/**
 * Opens the database (and applies migrations) when the server starts rather than on the first
 * form, and hands its close function to server.mjs, which calls it on SIGTERM/SIGINT.
 */
export async function startDatabase() {
  // Imported by file URL and not bundled, so that this is the very instance server.mjs
  // imports: see lib/db/shutdown.mjs.
  const shutdown = pathToFileURL(path.join(process.cwd(), "src", "lib", "db", "shutdown.mjs"));
  const { registerDatabaseClose }: typeof Shutdown = await import(
    /* webpackIgnore: true */ shutdown.href
  );
  registerDatabaseClose(closeDb);
  getDb().catch((error: unknown) => {
    console.error("[db] could not open the database at start-up; forms will retry:", error);
  });
}
