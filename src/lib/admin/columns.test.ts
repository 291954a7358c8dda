import { describe, expect, it } from "vitest";

import {
  ATTRIBUTION_COLUMNS,
  exportColumns,
  inboxColumns,
  inboxPage,
  isInboxTable,
} from "./columns";
import { toCsv } from "./csv";

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

describe("the CSV export's columns", () => {
  it("carry each table's list columns, then where each submission came from", () => {
    for (const table of ["leads", "tickets", "subscribers", "waitlist"] as const) {
      const columns = exportColumns(table);
      expect(columns.slice(0, inboxColumns[table].length)).toEqual(inboxColumns[table]);
      expect(columns.slice(inboxColumns[table].length)).toEqual([
        "entryPath",
        "referrerHost",
        "campaignSource",
        "campaignMedium",
        "campaignName",
      ]);
    }
  });

  it("write a lead's attribution in its row, and empty cells when it has none", () => {
    const base = { id: 1, createdAt: new Date("2026-11-29T10:00:00Z"), kind: "contact" };
    const csv = toCsv(exportColumns("leads"), [
      {
        ...base,
        id: 2,
        entryPath: "/services/automation",
        referrerHost: "google.com",
        campaignSource: "google",
        campaignMedium: "cpc",
        campaignName: "spring-launch",
      },
      { ...base, entryPath: null, referrerHost: null, campaignSource: null },
    ]);
    const [header, withSource, without] = csv.replace(/^\ufeff/, "").split("\r\n");
    expect(header!.split(",").slice(-ATTRIBUTION_COLUMNS.length)).toEqual([...ATTRIBUTION_COLUMNS]);
    expect(withSource).toMatch(/^2,2026-11-29T10:00:00.000Z,contact,/);
    expect(withSource!.endsWith(",/services/automation,google.com,google,cpc,spring-launch")).toBe(
      true,
    );
    expect(without!.endsWith(",,,,,")).toBe(true);
  });

  it("neutralise a campaign value a spreadsheet would run", () => {
    const csv = toCsv(exportColumns("waitlist"), [{ id: 1, campaignName: "=cmd|' /c calc'!A1" }]);
    expect(csv).toContain(`"'=cmd|' /c calc'!A1"`);
  });
});
