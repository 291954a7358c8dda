// Initialises an empty PGlite data directory and exits: `node init-data-dir.mjs <dir> <params>`,
// run by client.ts in a child process so that the memory initdb uses is returned to the system
// when this process ends, instead of staying in the server (see initialiseDataDir there).
// <params> is the JSON array of Postgres settings ("-c", "name=value", ...) the server starts
// PGlite with: initdb runs with them and writes them into the directory's postgresql.conf.
// The directory is made 0700 and every file in it is created 0600 (private-fs.mjs; a walk
// checks it once initdb is done): see data-dir.mjs.
// Plain ESM, never bundled, so that Node runs it as it is.
import fs from "node:fs";

import { PGlite } from "@electric-sql/pglite";

import { privateUmask, tightenDataDir } from "./data-dir.mjs";
import { createPrivatePglite } from "./private-fs.mjs";

const [dir, params] = process.argv.slice(2);
if (!dir || !params) {
  console.error("usage: node init-data-dir.mjs <data dir> <JSON array of -c settings>");
  process.exit(2);
}
const settings = JSON.parse(params);
privateUmask();
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
const db = await createPrivatePglite(dir, {
  initDbStartParams: settings,
  startParams: [...PGlite.defaultStartParams, ...settings],
});
await db.close();
const failed = tightenDataDir(dir);
if (failed.length > 0) {
  console.error(`could not make ${failed.length} files private (first: ${failed[0]})`);
  process.exit(1);
}
