// Initialises an empty PGlite data directory and exits: `node init-data-dir.mjs <dir> <params>`,
// run by client.ts in a child process so that the memory initdb uses is returned to the system
// when this process ends, instead of staying in the server (see initialiseDataDir there).
// <params> is the JSON array of Postgres settings ("-c", "name=value", ...) the server starts
// PGlite with: initdb runs with them and writes them into the directory's postgresql.conf.
// Plain ESM, never bundled, so that Node runs it as it is.
import { PGlite } from "@electric-sql/pglite";

const [dir, params] = process.argv.slice(2);
if (!dir || !params) {
  console.error("usage: node init-data-dir.mjs <data dir> <JSON array of -c settings>");
  process.exit(2);
}
const settings = JSON.parse(params);
const db = await PGlite.create(dir, {
  initDbStartParams: settings,
  startParams: [...PGlite.defaultStartParams, ...settings],
});
await db.close();
