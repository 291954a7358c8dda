// The data directory's permissions: DATA_DIR holds the embedded database (its WAL holds every
// submission and the password hashes), secrets.json and the .eml files, so only the user the
// server runs as may read or write any of it. Called by server.mjs when it starts (it refuses to
// start on an unsafe directory) and by src/lib/db/client.ts around every open of the embedded
// database (`npm run admin`, `npm run purge` and the tests open it without server.mjs).
//
// Files are created private, at the root: secureDataDir sets the process umask to 077, so every
// file and directory the process (or a child it starts, as initdb) creates is 0600/0700, the
// .eml files and secrets.json as much as PGlite's directories; and PGlite's own runtime, whose
// umask no process reaches, creates its files 0600 through private-fs.mjs. The umask is the
// whole process's: Next's cache under .next is 0600 too, which the server, its only reader,
// reads as well. A walk still tightens what is there (a few milliseconds for the ~1000 files
// of a database), at start, after initdb, after the database opens and migrates and after it
// closes: a directory left by an older version, or one another process wrote into.
// Plain ESM: server.mjs imports it.
import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/** DATA_DIR as the server resolves it. */
export function dataDirPath() {
  return path.resolve(process.env.DATA_DIR ?? "./data");
}

/**
 * Why the server must not use `dir`, or null: another user owns it or may write in it (then it
 * could replace the database or read what the server writes). A missing directory is fine.
 */
export function dataDirRefusal(dir) {
  let stat;
  try {
    stat = fs.statSync(dir);
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
  if (!stat.isDirectory()) return `DATA_DIR ${dir} is not a directory.`;
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    return `DATA_DIR ${dir} belongs to another user (uid ${stat.uid}, the server runs as ${uid}): give it to this user (chown) or choose another DATA_DIR.`;
  }
  if (stat.mode & 0o022) {
    return `DATA_DIR ${dir} can be written by other users (mode ${(stat.mode & 0o777).toString(8)}): run chmod 700 ${dir}, or choose another DATA_DIR.`;
  }
  return null;
}

/** Makes every file under `dir` 0600 and every directory 0700; returns what it could not. */
export function tightenDataDir(dir) {
  const failed = [];
  const tighten = (file, stat, mode) => {
    if ((stat.mode & 0o777) === mode) return;
    try {
      fs.chmodSync(file, mode);
    } catch (error) {
      if (error.code !== "ENOENT") failed.push(`${file}: ${error.code ?? error.message}`);
    }
  };
  const walk = (current) => {
    let entries;
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch (error) {
      if (error.code !== "ENOENT") failed.push(`${current}: ${error.code ?? error.message}`);
      return;
    }
    for (const entry of entries) {
      const file = path.join(current, entry.name);
      // Never follows a link out of the directory (nor changes what it points to).
      if (entry.isSymbolicLink()) continue;
      let stat;
      try {
        stat = fs.lstatSync(file);
      } catch {
        continue; // Removed meanwhile (a WAL segment, a temporary file).
      }
      if (stat.isDirectory()) {
        tighten(file, stat, 0o700);
        walk(file);
      } else if (stat.isFile()) {
        tighten(file, stat, 0o600);
      }
    }
  };
  try {
    tighten(dir, fs.lstatSync(dir), 0o700);
  } catch (error) {
    if (error.code !== "ENOENT") failed.push(`${dir}: ${error.code ?? error.message}`);
    return failed;
  }
  walk(dir);
  return failed;
}

/**
 * What every file and directory this process creates from now on leaves out: group and others.
 * A worker thread (a test runner's) cannot set the umask, which is its process's: there the
 * files PGlite creates are still 0600 (private-fs.mjs), and the walks tighten the rest.
 */
export function privateUmask() {
  if (isMainThread) process.umask(0o077);
}

/**
 * Sets the process umask to 077 (privateUmask), creates `dir` 0700 when missing, refuses an
 * unsafe one (throws an Error whose message says what to do) and tightens what is in it. A directory that cannot be changed (a read-only
 * mount) is said once in the log, not refused: the site still serves its pages.
 */
export function secureDataDir(dir = dataDirPath()) {
  privateUmask();
  const refusal = dataDirRefusal(dir);
  if (refusal) throw new Error(refusal);
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    console.warn(`[data] could not create DATA_DIR ${dir}: ${error.code ?? error.message}`);
    return;
  }
  const failed = tightenDataDir(dir);
  if (failed.length > 0) {
    console.warn(
      `[data] could not make ${failed.length} entries of ${dir} private to this user (first: ${failed[0]})`,
    );
  }
}
