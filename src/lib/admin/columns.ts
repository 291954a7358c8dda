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
  subscribers: ["id", "createdAt", "email", "sourcePage"],
  waitlist: ["id", "createdAt", "name", "email", "company", "consent", "sourcePage"],
};

export const INBOX_PAGE_SIZE = 50;

export function isInboxTable(value: string | undefined): value is InboxTable {
  return value !== undefined && value in inboxColumns;
}
