/**
 * The inbox's pages beside its tables, in navigation order: the header, the reliability
 * script's list of pages that must not open without a session, and the tests read this.
 */
export const ADMIN_SECTIONS = [
  { key: "overview", href: "/admin/overview", ownerOnly: false, beforeTables: true },
  { key: "analytics", href: "/admin/analytics", ownerOnly: false, beforeTables: true },
  { key: "chat", href: "/admin/chat", ownerOnly: false, beforeTables: true },
  { key: "people", href: "/admin/people", ownerOnly: false, beforeTables: false },
  { key: "outbox", href: "/admin/outbox", ownerOnly: false, beforeTables: false },
  { key: "audit", href: "/admin/audit", ownerOnly: true, beforeTables: false },
  { key: "accounts", href: "/admin/accounts", ownerOnly: true, beforeTables: false },
  { key: "account", href: "/admin/account", ownerOnly: false, beforeTables: false },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]["key"];
