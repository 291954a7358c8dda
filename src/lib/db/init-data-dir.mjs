// Initialises an empty PGlite data directory and exits: `node init-data-dir.mjs <dir> <params>`,
// run by client.ts in a child process so that the memory initdb uses is returned to the system
// when this process ends, instead of staying in the server (see initialiseDataDir there).
// <params> is the JSON array of Postgres settings ("-c", "name=value", ...) the server starts
// PGlite with: initdb runs with them and writes them into the directory's postgresql.conf.
// The directory is made 0700 and, once initdb is done, every file in it 0600 (PGlite gives its
// initdb files 0666 whatever the umask): see data-dir.mjs.
// Plain ESM, never bundled, so that Node runs it as it is.
import fs from "node:fs";

import { PGlite } from "@electric-sql/pglite";

import { tightenDataDir } from "./data-dir.mjs";

const [dir, params] = process.argv.slice(2);
if (!dir || !params) {
  console.error("usage: node init-data-dir.mjs <data dir> <JSON array of -c settings>");
  process.exit(2);
}
const settings = JSON.parse(params);
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
const db = await PGlite.create(dir, {
  initDbStartParams: settings,
  startParams: [...PGlite.defaultStartParams, ...settings],
});
await db.close();
const failed = tightenDataDir(dir);
if (failed.length > 0) {
  console.error(`could not make ${failed.length} files private (first: ${failed[0]})`);
  process.exit(1);
}
