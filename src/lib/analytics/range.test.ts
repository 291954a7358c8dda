import { describe, expect, it } from "vitest";

import { rangeOf, rangeQuery } from "./range";

const now = new Date("2026-11-30T15:00:00Z");

describe("the team's view's range", () => {
  it("is the last 30 days by default, and a preset of days ending today", () => {
    expect(rangeOf({}, now)).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
      days: 30,
      preset: 30,
    });
    expect(rangeOf({ days: "7" }, now)).toEqual({
      from: "2026-11-24",
      to: "2026-11-30",
      days: 7,
      preset: 7,
    });
    expect(rangeOf({ days: "365", from: "2026-01-01" }, now).from).toBe("2025-12-01");
    // A number that is no preset is not taken.
    expect(rangeOf({ days: "5000" }, now).days).toBe(30);
  });

  it("takes from and to, swapped when backwards, within today and the kept counts", () => {
    expect(rangeOf({ from: "2026-11-10", to: "2026-11-12" }, now)).toEqual({
      from: "2026-11-10",
      to: "2026-11-12",
      days: 3,
      preset: null,
    });
    expect(rangeOf({ from: "2026-11-12", to: "2026-11-10" }, now).from).toBe("2026-11-10");
    expect(rangeOf({ from: "2026-11-20", to: "2027-01-01" }, now).to).toBe("2026-11-30");
    // RETENTION.analytics keeps 25 months of counts.
    expect(rangeOf({ from: "2020-01-01", to: "2026-11-30" }, now).from).toBe("2024-10-30");
    expect(rangeOf({ from: "2026-11-24", to: "2026-11-30" }, now).preset).toBe(7);
  });

  it("ignores dates that are not dates", () => {
    expect(rangeOf({ from: "2026-02-30", to: "2026-11-30" }, now).from).toBe("2026-11-01");
    expect(rangeOf({ from: "yesterday" }, now)).toEqual(rangeOf({}, now));
    expect(rangeQuery(rangeOf({ days: "7" }, now))).toBe("from=2026-11-24&to=2026-11-30");
  });
});
