import "server-only";

import { getDb } from "@/lib/db/client";

import { enqueuePageView, stopPageViews } from "./ingest";
import { pageViewOf, type ServedResponse } from "./page-view";
import { rollUpAnalytics } from "./rollup";

/** How often the raw visits are rolled up into the daily counts (and the old ones deleted). */
const ROLLUP_EVERY_MS = 5 * 60_000;
let rollupTimer: NodeJS.Timeout | null = null;

/** The sink server.mjs hands every sent response to (src/lib/analytics/meeting.mjs). */
export function countServedResponse(response: ServedResponse): void {
  const view = pageViewOf(response);
  if (view) enqueuePageView(view);
}

/**
 * Rolls up now, in a transaction of its own: the schedule's step, and what /admin/analytics does
 * before it reads, so that today's counts are current. A failure is the caller's to say.
 */
export async function rollUpNow(): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => rollUpAnalytics(tx as unknown as typeof db));
}

/** Starts the rollup schedule (the server's start). */
export function startAnalytics(): void {
  if (rollupTimer) return;
  rollupTimer = setInterval(() => {
    rollUpNow().catch((error: unknown) => console.error("[analytics] rollup failed:", error));
  }, ROLLUP_EVERY_MS);
  rollupTimer.unref();
}

/** Stops the schedule and writes the queued views (the server's shutdown). */
export async function stopAnalytics(): Promise<void> {
  if (rollupTimer) clearInterval(rollupTimer);
  rollupTimer = null;
  await stopPageViews();
}
