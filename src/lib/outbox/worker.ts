import "server-only";

import { z, ZodError } from "zod";

import { mailSettings } from "@/lib/mail/settings";

import { closeTransports, deliver } from "./deliver";
import { claimDue, markAttemptFailed, markSent } from "./queue";

/**
 * The outbox worker, one per server process: it delivers due jobs in batches, every POLL_MS and
 * at once when a request has just committed new ones (`kickOutbox`). Several instances on one
 * PostgreSQL share the queue safely (see claimDue). A job claimed by a process that dies is
 * claimed again when its lease runs out.
 */
const POLL_MS = z.coerce
  .number()
  .int()
  .min(100)
  .max(600_000)
  .catch(5_000)
  .parse(process.env.OUTBOX_POLL_MS ?? 5_000);
/**
 * Jobs are claimed a few at a time: a claim's lease (one minute) must outlast delivering the
 * whole claim, even when each message waits out the SMTP timeouts.
 */
const BATCH = 2;

interface WorkerState {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  again: boolean;
  stopped: boolean;
}

const store = globalThis as typeof globalThis & { __cedarwaveOutbox?: WorkerState };

async function drain(state: WorkerState): Promise<void> {
  const settings = mailSettings();
  while (!state.stopped) {
    const jobs = await claimDue(BATCH);
    if (jobs.length === 0) return;
    for (const job of jobs) {
      try {
        await deliver(job, settings);
        await markSent(job.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // A stored payload that no longer fits its schema will not get better by waiting.
        const outcome = await markAttemptFailed(
          job,
          message,
          new Date(),
          error instanceof ZodError,
        );
        console.warn(
          `[outbox] ${job.topic} #${job.id} attempt ${job.attempts}: ${message} (${outcome})`,
        );
      }
    }
  }
}

function run(state: WorkerState): void {
  if (state.stopped) return;
  if (state.running) {
    state.again = true;
    return;
  }
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.running = drain(state)
    .catch((error: unknown) => {
      console.error("[outbox] worker:", error instanceof Error ? error.message : error);
    })
    .finally(() => {
      state.running = null;
      if (state.stopped) return;
      if (state.again) {
        state.again = false;
        run(state);
      } else {
        state.timer = setTimeout(() => run(state), POLL_MS);
        state.timer.unref();
      }
    });
}

/** Starts this process's worker (once): its first round runs after `delayMs`. */
export function startOutboxWorker(delayMs = 2_000): void {
  if (store.__cedarwaveOutbox) return;
  // A wrong setting is said at start, not first when a visitor's submission needs it.
  try {
    mailSettings();
  } catch (error) {
    console.error(`[outbox] ${error instanceof Error ? error.message : error}`);
  }
  const state: WorkerState = { timer: null, running: null, again: false, stopped: false };
  store.__cedarwaveOutbox = state;
  state.timer = setTimeout(() => run(state), delayMs);
  state.timer.unref();
}

/** Delivers now what was just committed (called after a submission is stored). */
export function kickOutbox(): void {
  const state = store.__cedarwaveOutbox;
  if (state) run(state);
}

/** Stops the worker and waits for the job in hand (on shutdown, before the database closes). */
export async function stopOutboxWorker(): Promise<void> {
  const state = store.__cedarwaveOutbox;
  if (!state) return;
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  await state.running;
  closeTransports();
}
