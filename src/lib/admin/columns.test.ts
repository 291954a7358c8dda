import { describe, expect, it } from "vitest";

import { inboxPage, isInboxTable } from "./columns";

describe("inbox URL parameters", () => {
  it("knows its own tables, not inherited names", () => {
    expect(isInboxTable("leads")).toBe(true);
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", undefined]) {
      expect(isInboxTable(name), String(name)).toBe(false);
    }
  });

  it("reads a page number as a bounded whole number, page 1 otherwise", () => {
    expect(inboxPage("3")).toBe(3);
    for (const value of ["0", "-3", "1e9", "2.5", "abc", "99999999999999999999", undefined]) {
      expect(inboxPage(value), String(value)).toBe(1);
    }
    expect(inboxPage(["2", "3"])).toBe(1);
  });
});
