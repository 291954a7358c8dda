// The embedded database's files are created private to the server's user, as PostgreSQL's own
// files are. PostgreSQL sets its umask from the data directory's mode (0077 for a 0700 one) when
// it starts; PGlite's PostgreSQL does not, and its WebAssembly runtime (Emscripten) keeps a umask
// of its own, 022, which no process.umask reaches: every file it creates, it chmods to the mode
// asked for less that umask. A file opened with fopen (pg_internal.init, at every start and
// after catalog changes; the statistics under pg_stat/ as it stops) was so 0644 until a walk of
// data-dir.mjs tightened it. PrivateNodeFS is PGlite's NodeFS (the data directory on disk) whose
// every chmod takes away the group's and others' bits, so a file is 0600 from its creation. The
// directories it creates get the process umask, 077 from secureDataDir (data-dir.mjs).
// Plain ESM: init-data-dir.mjs, run by plain node, imports it. Every open of the embedded
// database goes through createPrivatePglite: client.ts and init-data-dir.mjs.
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** What PostgreSQL's umask takes away in a 0700 data directory: the group's and others' bits. */
const NOT_OWNER = 0o077;

/** Before PostgreSQL starts: Emscripten's chmod, which every file creation calls, owner-only. */
function ownerOnlyModes(mod) {
  const { FS } = mod;
  const chmod = FS.chmod;
  FS.chmod = (target, mode, dontFollow) => chmod.call(FS, target, mode & ~NOT_OWNER, dontFollow);
}

/** PGlite's NodeFS on `dir`, whose files are created 0600. */
class PrivateNodeFS extends NodeFS {
  async init(pg, options) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [emscriptenOpts.preRun ?? []].flat();
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...preRun, ownerOnlyModes] } };
  }
}

/** PGlite on the data directory `dir` (initialised when empty), its files created 0600. */
export function createPrivatePglite(dir, options = {}) {
  return PGlite.create({ ...options, fs: new PrivateNodeFS(dir) });
}
