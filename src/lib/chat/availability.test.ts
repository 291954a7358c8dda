import { describe, expect, it } from "vitest";

import { CHAT_OFFICE } from "@/config/chat";
import { siteConfig } from "@/config/site";

import { chatAvailability, officeOpenAt, workingDays } from "./availability";

describe("chat availability", () => {
  it("reads the working days of the facts module", () => {
    expect([...workingDays("Mon–Fri")].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...workingDays("Sun-Thu")].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(() => workingDays("Someday")).toThrow(/Unreadable/);
  });

  it("is answered by the headquarters, in Beirut time", () => {
    expect(CHAT_OFFICE).toBe(siteConfig.offices.beirut);
    expect(CHAT_OFFICE.hours.timeZone).toBe("Asia/Beirut");
  });

  it("opens and closes by the office's own clock, not the server's", () => {
    const beirut = siteConfig.offices.beirut;
    // Wednesday 2026-12-02: Beirut is UTC+2 in winter; 09:00 there is 07:00 UTC.
    expect(officeOpenAt(beirut, new Date("2026-12-02T06:59:00Z"))).toBe(false);
    expect(officeOpenAt(beirut, new Date("2026-12-02T07:00:00Z"))).toBe(true);
    expect(officeOpenAt(beirut, new Date("2026-12-02T15:59:00Z"))).toBe(true);
    expect(officeOpenAt(beirut, new Date("2026-12-02T16:00:00Z"))).toBe(false);
    // Saturday at noon in Beirut.
    expect(officeOpenAt(beirut, new Date("2026-12-05T10:00:00Z"))).toBe(false);
    // San Francisco at 10:00 Pacific (18:00 UTC) is open while Beirut (20:00) is closed.
    const sf = siteConfig.offices.sanFrancisco;
    expect(officeOpenAt(sf, new Date("2026-12-02T18:00:00Z"))).toBe(true);
    expect(officeOpenAt(beirut, new Date("2026-12-02T18:00:00Z"))).toBe(false);
  });

  it("says online only inside hours and with someone of the team online", () => {
    const inside = new Date("2026-12-02T09:00:00Z");
    const outside = new Date("2026-12-02T20:00:00Z");
    expect(chatAvailability(inside, 1, CHAT_OFFICE)).toBe("online");
    expect(chatAvailability(inside, 0, CHAT_OFFICE)).toBe("away");
    expect(chatAvailability(outside, 3, CHAT_OFFICE)).toBe("away");
  });
});
