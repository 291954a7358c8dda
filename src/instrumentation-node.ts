import path from "node:path";
import { pathToFileURL } from "node:url";

import { closeDb } from "./lib/db/client";
import type * as Shutdown from "./lib/db/shutdown.mjs";

/**
 * Hands the database's close function to server.mjs, which calls it on SIGTERM/SIGINT. The
 * database itself is not opened here: the first request that needs it opens and migrates it
 * (getDb), so an idle server that has not stored anything holds no database.
 */
export async function registerDatabaseShutdown() {
  // Imported by file URL and not bundled, so that this is the very instance server.mjs
  // imports: see lib/db/shutdown.mjs.
  const shutdown = pathToFileURL(path.join(process.cwd(), "src", "lib", "db", "shutdown.mjs"));
  const { registerDatabaseClose }: typeof Shutdown = await import(
    /* webpackIgnore: true */ shutdown.href
  );
  registerDatabaseClose(closeDb);
}
