import { describe, expect, it } from "vitest";

import { MAX_ATTEMPTS, retryDelayMs } from "./retry";

describe("outbox retry schedule", () => {
  it("waits 30 s after the first failure and doubles each time, up to six hours", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(10)).toBe(30_000 * 512);
    expect(retryDelayMs(11)).toBe(6 * 60 * 60_000);
  });

  it("gives up after the last attempt, about a day after the first", () => {
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += retryDelayMs(attempt)!;
    expect(total / 3_600_000).toBeGreaterThan(18);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});
