// Where server.mjs hands its responses to the analytics of Next's server bundle.
//
// server.mjs sees every response (status, type, headers); the database lives inside the bundle.
// As with src/lib/db/shutdown.mjs, this file is never bundled: server.mjs imports it statically
// and the instrumentation hook by its file URL, so both get the one instance Node keeps per URL.
// The hook registers the bundle's sink (src/lib/analytics/count.ts); server.mjs calls
// countResponse() once a response is sent. Nothing is counted before the sink is registered.
let sink = null;
/** The sink's own flush: writes the views it still queues (count.ts's instance of ingest.ts). */
let flush = null;

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

/**
 * Registers the flush of the bundle that queues the views (src/instrumentation-node.ts): the
 * app's routes and actions may run in another module instance of ingest.ts, with a queue of its
 * own that is always empty.
 */
export function registerFlush(next) {
  flush = next;
}

/** Writes the views the sink still holds; nothing when none is registered (a unit test). */
export async function flushCounted() {
  if (flush) await flush();
}
