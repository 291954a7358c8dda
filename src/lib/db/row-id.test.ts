import { describe, expect, it } from "vitest";

import { MAX_ROW_ID, parseRowId, rowIdSchema } from "./row-id";

// Ids past a PostgreSQL integer made the database throw (a 500 with the query in the log):
// they are refused here like any unknown id, before a query.

describe("a row id read from a URL, a token or a form", () => {
  it("is a whole number from 1 to 2,147,483,647", () => {
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId("42")).toBe(42);
    expect(parseRowId("2147483647")).toBe(MAX_ROW_ID);
  });

  it("is null past a PostgreSQL integer: 2147483648, 9999999999 and longer", () => {
    for (const value of ["2147483648", "9999999999", "99999999999", "4294967296"]) {
      expect(parseRowId(value), value).toBeNull();
    }
  });

  it("is null for anything but plain digits", () => {
    for (const value of ["0", "-1", "01", "1e3", "1.5", " 1", "1 ", "", "abc", "../1", "0x10"]) {
      expect(parseRowId(value), value).toBeNull();
    }
    for (const value of [undefined, null, 7, ["7"]]) expect(parseRowId(value)).toBeNull();
  });

  it("as a number (a bound action's argument) is checked the same way", () => {
    expect(rowIdSchema.safeParse(MAX_ROW_ID).success).toBe(true);
    for (const value of [0, -1, 1.5, MAX_ROW_ID + 1, 9_999_999_999, Number.NaN]) {
      expect(rowIdSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});
