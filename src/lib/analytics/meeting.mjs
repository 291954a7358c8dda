// Where server.mjs hands its responses to the analytics of Next's server bundle.
//
// server.mjs sees every response (status, type, headers); the database lives inside the bundle.
// As with src/lib/db/shutdown.mjs, this file is never bundled: server.mjs imports it statically
// and the instrumentation hook by its file URL, so both get the one instance Node keeps per URL.
// The hook registers the bundle's sink (src/lib/analytics/count.ts); server.mjs calls
// countResponse() once a response is sent. Nothing is counted before the sink is registered.
let sink = null;

/** Called once by src/instrumentation-node.ts with the bundle's sink. */
export function registerResponseSink(next) {
  sink = next;
}

/** Hands a sent response's facts to the sink, if any; never throws into the server. */
export function countResponse(response) {
  if (!sink) return;
  try {
    sink(response);
  } catch (error) {
    console.error("[analytics] response not counted:", error);
  }
}
