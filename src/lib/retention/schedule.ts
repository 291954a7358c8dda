import "server-only";

import { PURGE_SCHEDULE } from "@/config/retention";
import { isDatabaseUnavailable } from "@/lib/db/errors";

import { purge, purgeSummary } from "./purge";

/**
 * The daily purge inside the server, started beside the outbox worker (src/instrumentation-node.ts):
 * the first run a few minutes after start, then once a day. Several instances on one PostgreSQL
 * each schedule it; the purge's advisory lock lets one at a time do the work.
 */
interface ScheduleState {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  stopped: boolean;
}

const store = globalThis as typeof globalThis & { __cedarwavePurge?: ScheduleState };

async function runOnce(): Promise<void> {
  try {
    const result = await purge(new Date(), { trigger: "schedule" });
    console.log(
      result.ran
        ? `[retention] purge: ${purgeSummary(result.counts)}`
        : "[retention] purge skipped: another instance is purging",
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (isDatabaseUnavailable(error)) console.warn(`[retention] purge postponed: ${message}`);
    else console.error(`[retention] purge failed: ${message}`);
  }
}

function schedule(state: ScheduleState, delayMs: number): void {
  if (state.stopped) return;
  state.timer = setTimeout(() => {
    state.timer = null;
    state.running = runOnce().finally(() => {
      state.running = null;
      schedule(state, PURGE_SCHEDULE.everyMs);
    });
  }, delayMs);
  state.timer.unref();
}

/** Starts this process's daily purge (once). */
export function startPurgeSchedule(delayMs: number = PURGE_SCHEDULE.firstRunAfterMs): void {
  if (store.__cedarwavePurge) return;
  const state: ScheduleState = { timer: null, running: null, stopped: false };
  store.__cedarwavePurge = state;
  schedule(state, delayMs);
}

/** Stops the schedule and waits for a purge in progress (on shutdown, before the database closes). */
export async function stopPurgeSchedule(): Promise<void> {
  const state = store.__cedarwavePurge;
  if (!state) return;
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  await state.running;
}
