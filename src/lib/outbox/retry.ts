/**
 * When a failed delivery is tried again: 30 s after the first failure, doubling each time, at
 * most six hours apart, and given up (the job marked failed) after the 13th attempt, about a
 * day after the first (the sum of the delays: ~20 h). Pure, so that a fake clock can test it.
 */
export const MAX_ATTEMPTS = 13;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;

/** The wait after failed attempt number `attempt` (1 for the first), or null: give up. */
export function retryDelayMs(attempt: number): number | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

/**
 * How long a claimed job may stay "sending" before another worker may take it (its worker died):
 * longer than the slowest delivery can take (the SMTP and webhook timeouts are 10–30 s).
 */
export const CLAIM_LEASE_MS = 60_000;
