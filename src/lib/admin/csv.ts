/** CSV for the inbox export (RFC 4180), with spreadsheet formula injection neutralised. */

/**
 * Spreadsheets garble accents in a UTF-8 file without a byte order mark (they guess a legacy
 * code page): every export starts with one.
 */
export const CSV_BOM = "\ufeff";

const FORMULA_START = /^[=+\-@\t\r]/;
/** Invisible format characters (zero-width space, joiners, BOM, word joiner...) and spaces. */
const LEADING_INVISIBLE = /^[\p{Cf}\s]+/u;

/**
 * Whether a spreadsheet could read the text as a formula: its first visible character, once
 * full-width forms are folded (NFKC: "＝" is "=") and leading format characters and spaces
 * are dropped, is = + - or @, or it starts with a tab or carriage return.
 */
export function looksLikeFormula(text: string): boolean {
  if (FORMULA_START.test(text)) return true;
  return FORMULA_START.test(text.normalize("NFKC").replace(LEADING_INVISIBLE, ""));
}

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  // A cell a spreadsheet would run as a formula is prefixed with a quote; the text itself is
  // kept as it was.
  if (looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text.startsWith("'") ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV file: a byte order mark, a header row, then one line per row (CRLF line ends). */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns.map(csvCell).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(","));
  return CSV_BOM + lines.join("\r\n") + "\r\n";
}
