import { describe, expect, it } from "vitest";

import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(csvCell('He said "hi", then left\nbye')).toBe('"He said ""hi"", then left\nbye"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it.each(['=HYPERLINK("x")', "+1+1", "-2+3", "@SUM(A1)"])(
    "neutralises the formula %s",
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith("\"'")).toBe(true);
    },
  );

  it("writes a header row and one line per row", () => {
    const csv = toCsv(
      ["id", "email"],
      [
        { id: 1, email: "a@b.co" },
        { id: 2, email: "=cmd" },
      ],
    );
    expect(csv).toBe('id,email\r\n1,a@b.co\r\n2,"\'=cmd"\r\n');
  });
});
