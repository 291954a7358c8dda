import "server-only";

import { z, ZodError } from "zod";

import { mailSettings, type MailSettings } from "@/lib/mail/settings";

import { closeTransports, deliver } from "./deliver";
import { claimDue, markAttemptFailed, markSent, type ClaimedJob } from "./queue";
import { redactUrlsIn } from "./webhook-url";

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

/**
 * One attempt at a claimed job: delivered and marked sent (null), or its failure recorded and
 * returned as the line the worker logs. The error is the job's last error, shown in the Outbox:
 * any URL in it is shown without its query string or credentials (see webhook-url.ts).
 */
export async function attemptDelivery(
  job: ClaimedJob,
  settings: MailSettings,
  now?: Date,
): Promise<string | null> {
  try {
    await deliver(job, settings);
    await markSent(job.id, now);
    return null;
  } catch (error) {
    const message = redactUrlsIn(error instanceof Error ? error.message : String(error));
    // A stored payload that no longer fits its schema will not get better by waiting.
    const outcome = await markAttemptFailed(job, message, now, error instanceof ZodError);
    return `[outbox] ${job.topic} #${job.id} attempt ${job.attempts}: ${message} (${outcome})`;
  }
}

async function drain(state: WorkerState): Promise<void> {
  const settings = mailSettings();
  while (!state.stopped) {
    const jobs = await claimDue(BATCH);
    if (jobs.length === 0) return;
    for (const job of jobs) {
      const failure = await attemptDelivery(job, settings);
      if (failure) console.warn(failure);
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
  // A wrong setting has stopped the start already (refuseUnusableSettings, instrumentation-node.ts).
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
