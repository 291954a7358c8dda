// How server.mjs closes the database that Next's server bundle opened.
//
// server.mjs (plain Node) owns the process and its signals; the database client (client.ts)
// lives inside Next's server bundle, which has its own copies of the modules it bundles, so
// server.mjs cannot import the instance of client.ts that opened the database. This file is
// where the two meet, and it is never bundled: server.mjs imports it statically, and the
// instrumentation hook imports it at run time by its file URL, with the bundler told to leave
// that import alone. Node keeps one instance of a module per file URL in a process, so both get
// this one: the hook registers the bundle's closeDb, and server.mjs calls closeDatabase().
// Plain ESM so that Node runs it as it is.
let registered = null;

/** Called once by src/instrumentation.ts with the bundle's closeDb. */
export function registerDatabaseClose(close) {
  registered = close;
}

/** Closes the database if one was registered; resolves to false when none was. */
export async function closeDatabase() {
  const close = registered;
  registered = null;
  if (!close) return false;
  await close();
  return true;
}
