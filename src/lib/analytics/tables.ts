import "server-only";

import { adminAnalyticsCopy } from "@/content/admin-analytics";

import type { DayRange } from "./range";
import {
  BREAKDOWNS,
  conversionOf,
  dailyFigures,
  topPages,
  visitBreakdown,
  type Breakdown,
} from "./report";

/**
 * The tables of /admin/analytics by the name their CSV is asked for: each one's columns and
 * rows as the CSV writes them (src/app/(en)/admin/analytics/export/[table]/route.ts).
 */
const ANALYTICS_TABLES = ["daily", "pages", ...(Object.keys(BREAKDOWNS) as Breakdown[])];
export type AnalyticsTable = "daily" | "pages" | Breakdown;

export function isAnalyticsTable(name: string): name is AnalyticsTable {
  return (ANALYTICS_TABLES as string[]).includes(name);
}

/** The most lines a CSV holds (a year of a busy site's pages fits many times over). */
const CSV_LIMIT = 100_000;

/** A breakdown's key as the page writes it: languages and devices by name, '' as none. */
export function breakdownLabel(breakdown: Breakdown, keys: readonly string[]): string {
  const copy = adminAnalyticsCopy;
  if (breakdown === "languages") return copy.languages[keys[0]!] ?? keys[0]!;
  if (breakdown === "devices") return copy.devices[keys[0]!] ?? keys[0]!;
  const none = breakdown in copy.none ? copy.none[breakdown as keyof typeof copy.none] : "";
  return keys.map((key) => key || none).join(" / ");
}

/** A table's CSV columns and rows, over the whole range. */
export async function analyticsCsvRows(
  table: AnalyticsTable,
  range: DayRange,
): Promise<{ columns: string[]; rows: Record<string, unknown>[] }> {
  if (table === "daily") {
    const rows = await dailyFigures(range);
    return {
      columns: ["day", "visitors", "visits", "views", "leads"],
      rows: rows.map((row) => ({ ...row })),
    };
  }
  if (table === "pages") {
    const rows = await topPages(range, CSV_LIMIT);
    return { columns: ["path", "views"], rows: rows.map((row) => ({ ...row })) };
  }
  const keyColumns: readonly string[] = BREAKDOWNS[table];
  const lines = await visitBreakdown(table, range, CSV_LIMIT);
  return {
    columns: [...keyColumns, "visits", "leads", "conversion"],
    rows: lines.map((line) => ({
      ...Object.fromEntries(keyColumns.map((column, index) => [column, line.keys[index]])),
      visits: line.visits,
      leads: line.leads,
      conversion: conversionOf(line).toFixed(4),
    })),
  };
}
