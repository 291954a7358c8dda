// A DATA_DIR whose embedded database is already initialised, for the checks that are not about
// the first start: PGlite's initdb takes about 6 s on two cores, a copy of its result a fraction
// of a second. The result is made once per checkout, exactly as the server makes it
// (src/lib/db/init-data-dir.mjs with src/lib/db/pglite-settings.mjs), under
// .data-test/pglite-initdb/<key>, the key naming PGlite's version and the settings; the server
// migrates the copy when it first opens it, as it would a directory made by its own first start.
// Checks of the first start itself (the memory step, db.test.ts) start empty.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { pgliteSettingParams } from "../../src/lib/db/pglite-settings.mjs";

const root = path.resolve(import.meta.dirname, "../..");

function templateDir() {
  const pglite = JSON.parse(
    fs.readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  );
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify([pglite.version, pgliteSettingParams]))
    .digest("hex")
    .slice(0, 12);
  return path.join(root, ".data-test", "pglite-initdb", key);
}

/** The initialised directory, made on first use; concurrent makers each build, one wins. */
function ensureTemplate() {
  const dir = templateDir();
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return dir;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const building = `${dir}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  execFileSync(process.execPath, [
    path.join(root, "src/lib/db/init-data-dir.mjs"),
    building,
    JSON.stringify(pgliteSettingParams),
  ]);
  try {
    fs.renameSync(building, dir);
  } catch (error) {
    // Another process finished first: its directory is the same.
    if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw error;
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * A new temporary DATA_DIR (under the system's temporary directory, named with `prefix`) holding
 * an initialised, not yet migrated, embedded database.
 */
export function preparedDataDir(prefix = "cw-prepared-") {
  return prepareDataDir(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
}

/** Fills an existing (empty) DATA_DIR the same way: a tmpfs mounted by the caller, say. */
export function prepareDataDir(dataDir) {
  fs.cpSync(ensureTemplate(), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

// `node scripts/lib/prepared-data-dir.mjs <dir>` empties <dir> and fills it: scripts/test.sh's
// browser and pseudo-locale servers start from it (the first start is the memory step's).
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  if (!process.argv[2]) throw new Error("usage: prepared-data-dir.mjs <data directory>");
  const dir = path.resolve(process.argv[2]);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  prepareDataDir(dir);
}
