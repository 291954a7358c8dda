import "server-only";

import path from "node:path";
import { pathToFileURL } from "node:url";

import { flushPageViews } from "./ingest";
import type * as Meeting from "./meeting.mjs";

/**
 * Writes every page view this server still queues, before a submission looks for its visit
 * (src/lib/analytics/attribution.ts). The queue that server.mjs fills lives in the module
 * instance of the instrumentation hook, which a Server Action's bundle does not share: its
 * flush is reached through the meeting point (meeting.mjs, imported by file URL like there), and
 * this instance's own queue (a unit test's) is written too.
 */
export async function flushQueuedPageViews(): Promise<void> {
  const meeting = pathToFileURL(path.join(process.cwd(), "src", "lib", "analytics", "meeting.mjs"));
  const { flushCounted }: typeof Meeting = await import(/* webpackIgnore: true */ meeting.href);
  await Promise.all([flushCounted(), flushPageViews()]);
}
