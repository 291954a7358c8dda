import { describe, expect, it } from "vitest";

import { formatDate, formatUtcTime, formatZonedDateTime } from "./format-date";
import { LEVANTINE_MONTHS } from "./format-instant.mjs";

const EGYPTIAN_MONTHS =
  /يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/;

describe("dates in Arabic", () => {
  it("use the Levantine month names, every month of the year", () => {
    const days = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}-15`);
    const written = days.map((day) => formatDate(day, "ar"));
    expect(written).toEqual(LEVANTINE_MONTHS.map((month) => `15 ${month} 2026`));
    for (const text of written) expect(text).not.toMatch(EGYPTIAN_MONTHS);
  });

  it("write a published date as «14 تشرين الثاني 2026», in Western digits", () => {
    expect(formatDate("2026-11-14", "ar")).toBe("14 تشرين الثاني 2026");
    expect(formatDate("2026-11-14", "en")).toBe("November 14, 2026");
  });

  it("name the month of the instant in its own zone (an offer's end in Beirut)", () => {
    // 22:30 UTC on 31 December is already 1 January in Beirut.
    const text = formatZonedDateTime("2026-12-31T22:30:00Z", "ar", "Asia/Beirut", "بتوقيت بيروت");
    expect(text).toContain("1 كانون الثاني 2027");
    expect(text).toMatch(/بتوقيت بيروت$/);
    expect(formatZonedDateTime("2026-12-31T20:00:00Z", "en", "Asia/Beirut", "Beirut time")).toBe(
      "December 31, 2026 at 10:00 PM Beirut time",
    );
  });

  it("leave a time written in digits as it is", () => {
    const text = formatUtcTime(new Date("2026-11-29T10:43:00Z"), "ar");
    expect(text).not.toMatch(EGYPTIAN_MONTHS);
    expect(text).toMatch(/UTC$/);
  });
});
