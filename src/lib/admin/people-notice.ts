/**
 * Where the inbox goes after an erasure: the person view with the outcome and how many rows
 * went, never the address (a URL stays in the browser's history, the server's and proxies'
 * logs and the Referer: the erased address must not outlive its rows there). Pure: the action
 * (people-actions.ts, which as a "use server" module exports only actions) and the page share it.
 */
import type { ErasureCounts } from "@/lib/people/person";

const PEOPLE = "/admin/people";

/** The rows an erasure deleted (the .eml files and a suppression hash kept are not rows). */
export function erasedRowCount(counts: ErasureCounts): number {
  return Object.entries(counts)
    .filter(([table]) => table !== "eml_files" && table !== "newsletter_suppressions_added")
    .reduce((sum, [, count]) => sum + count, 0);
}

/** `/admin/people?notice=erased&rows=9`. */
export function erasedLocation(counts: ErasureCounts): string {
  return `${PEOPLE}?${new URLSearchParams({ notice: "erased", rows: String(erasedRowCount(counts)) }).toString()}`;
}

/** The `rows` of that URL as a count, or null when it is missing or not a count. */
export function erasedRowsParam(value: string | string[] | undefined): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
