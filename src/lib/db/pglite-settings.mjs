// PGlite's settings, used by the server (src/lib/db/client.ts) when it initialises and opens its
// embedded database, and by the tests' prepared data directories (scripts/lib/prepared-data-dir.mjs),
// which must be initialised exactly as the server would. Plain ESM: Node scripts import it as is.
//
// PGlite's memory, set deliberately rather than left at Postgres's server defaults. Postgres
// runs in WebAssembly inside this process, so whatever it touches stays resident: measured idle
// with PGlite 0.5 (Node 20, the RSS of a process holding only an open PGlite, three runs each):
// - shared_buffers: Postgres's default 128MB is touched when it starts: 313 MB idle; 16MB: 184 MB;
//   8MB: no lower than 16MB. The site's database is a handful of small tables (forms, sessions,
//   rate limits), so 16MB (2048 pages) still holds all of it many times over.
// - max_connections: sizes shared arrays for every possible backend; PGlite runs a single one
//   (single-user mode). 100 → 10 saved another 12 MB; 1 measured no lower than 10.
// - work_mem and temp_buffers: allocated per sort or per session only when a query needs them,
//   so they cost nothing idle (no difference measured between 1MB and the defaults); the
//   defaults are kept, written here so the ceiling is a choice: the inbox export sorts a table.
// The server's own figures, with and without the database open: `npm run memory`.
//
// wal_recycle off: a WAL segment the checkpoint no longer needs is deleted, not renamed to be
// written over later with the old records still in it. The scrub after an erasure or a purge
// (src/lib/db/scrub.ts) relies on it: it switches to a new segment and checkpoints, and the
// segments holding the deleted rows' inserts are gone from the directory. (Measured: with
// recycling, an erased address stayed in the recycled segment.) A new segment is zero-filled
// when it is first needed, a few milliseconds per 16 MB of WAL.
const PGLITE_SETTINGS = Object.freeze({
  shared_buffers: "16MB",
  max_connections: "10",
  work_mem: "4MB",
  temp_buffers: "8MB",
  wal_recycle: "off",
});

/** The settings as Postgres command-line parameters: "-c", "name=value", ... */
export const pgliteSettingParams = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => [
  "-c",
  `${name}=${value}`,
]);
