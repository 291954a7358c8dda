import { describe, expect, it } from "vitest";

import { CSV_BOM, csvCell, looksLikeFormula, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(csvCell('He said "hi", then left\nbye')).toBe('"He said ""hi"", then left\nbye"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it.each(['=HYPERLINK("x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "neutralises the formula %j",
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith("\"'")).toBe(true);
    },
  );

  it.each([
    ["a zero-width space", "\u200b=1+1"],
    ["a byte order mark", "\ufeff=1+1"],
    ["a word joiner", "\u2060+1"],
    ["a zero-width joiner and spaces", " \u200d @SUM(A1)"],
    ["a right-to-left mark", "\u200f-2+3"],
    ["a full-width equals sign", "＝1+1"],
    ["a full-width plus sign", "＋1"],
    ["a full-width hyphen-minus", "－1"],
    ["a full-width commercial at", "＠SUM(A1)"],
    ["a zero-width space before a full-width sign", '\u200b＝HYPERLINK("x")'],
  ])("neutralises a formula behind %s, keeping its text", (_name, value) => {
    expect(looksLikeFormula(value)).toBe(true);
    const cell = csvCell(value);
    // Quoted, prefixed with a quote, and otherwise the same characters.
    expect(cell).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it.each(["Ada Lovelace", "café ＡＢＣ", "\u200bhello", "a=b", "1-2", "user@example.com", ""])(
    "leaves %j as it is",
    (value) => {
      expect(looksLikeFormula(value)).toBe(false);
      expect(csvCell(value)).toBe(value);
    },
  );

  it("starts with a UTF-8 byte order mark, then a header row and one line per row", () => {
    const csv = toCsv(
      ["id", "email"],
      [
        { id: 1, email: "a@b.co" },
        { id: 2, email: "=cmd" },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toBe('\ufeffid,email\r\n1,a@b.co\r\n2,"\'=cmd"\r\n');
  });
});
