import { DrizzleQueryError } from "drizzle-orm/errors";

/** The database could not be opened (or migrated): nothing can be read or stored. */
export class DatabaseOpenError extends Error {
  constructor(cause: unknown) {
    super(`The database could not be opened: ${(cause as Error)?.message ?? String(cause)}`, {
      cause,
    });
    this.name = "DatabaseOpenError";
  }
}

/**
 * SQLSTATE classes that mean the database, not the query, is the problem: connection exception
 * (08), insufficient resources such as a full disk (53), operator intervention such as a
 * shutdown (57), system error such as an I/O error (58), internal error (XX), and a read-only
 * transaction (25006).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57|58|XX)...$|^25006$/;

function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let at = error; at instanceof Error && chain.length < 8; at = at.cause) chain.push(at);
  return chain;
}

const codeOf = (error: unknown) =>
  typeof (error as { code?: unknown }).code === "string" ? (error as { code: string }).code : "";

/**
 * Whether an error means the database is unavailable (it could not be opened, the connection
 * failed or dropped, the disk is full or read-only), so that "the database is unavailable" is
 * said only then. An error the database raised about the query itself (a value out of range, a
 * constraint) or an error outside the database is not that: it is a fault to log and fix.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = chainOf(error);
  if (chain.some((link) => link instanceof DatabaseOpenError)) return true;
  // A SQLSTATE is five digits or capitals; Node's system codes (EPIPE, ECONNREFUSED) start with E.
  const sqlstate = chain.map(codeOf).find((code) => /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code));
  if (sqlstate) return UNAVAILABLE_SQLSTATE.test(sqlstate);
  // A query that failed without a SQLSTATE lost its connection (a socket error, a pool timeout,
  // a closed or crashed embedded database).
  return chain.some((link) => link instanceof DrizzleQueryError || /^E[A-Z]+$/.test(codeOf(link)));
}
