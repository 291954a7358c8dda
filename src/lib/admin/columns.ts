import type { Attribution } from "@/lib/analytics/attribution";
import type { InboxRow, InboxTable } from "@/lib/db/queries";

/** The columns the inbox shows and exports, per table: keys of that table's rows, in order. */
export const inboxColumns: {
  [Table in InboxTable]: readonly (keyof InboxRow<Table> & string)[];
} = {
  leads: [
    "id",
    "createdAt",
    "kind",
    "fullName",
    "email",
    "company",
    "service",
    "plan",
    "useCase",
    "message",
    "consent",
    "sourcePage",
  ],
  tickets: ["id", "createdAt", "name", "email", "subject", "priority", "message", "sourcePage"],
  subscribers: ["id", "createdAt", "email", "status", "confirmedAt", "sourcePage"],
  waitlist: ["id", "createdAt", "name", "email", "company", "consent", "sourcePage"],
};

/**
 * Where each submission came from (src/lib/analytics/attribution.ts): the visit's entry page,
 * referrer and campaign. Its page says it in a sentence; the export carries the five fields.
 */
export const ATTRIBUTION_COLUMNS = [
  "entryPath",
  "referrerHost",
  "campaignSource",
  "campaignMedium",
  "campaignName",
] as const satisfies readonly (keyof Attribution)[];

/** The columns of a table's CSV export: the list's, then where each submission came from. */
export function exportColumns(table: InboxTable): readonly string[] {
  return [...inboxColumns[table], ...ATTRIBUTION_COLUMNS];
}

export const INBOX_PAGE_SIZE = 50;

/**
 * The export of the confirmed newsletter subscribers (address and time of consent), for a
 * mailing service: never a pending sign-up nor an address that unsubscribed (those rows are gone).
 */
export const MAILING_LIST_EXPORT = "mailing-list";

/** A table name from a URL: own keys only ("constructor" or "__proto__" is no table). */
export function isInboxTable(value: string | undefined): value is InboxTable {
  return value !== undefined && Object.hasOwn(inboxColumns, value);
}

/**
 * The page number of `?page=`: a whole number from 1 up, anything else (missing, "abc", "-3",
 * "1e9", a number too long to be a page) is page 1. The query clamps it to the last page.
 */
export function inboxPage(value: string | string[] | undefined): number {
  return typeof value === "string" && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : 1;
}
