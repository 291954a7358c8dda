/**
 * The one range check of a row id read from outside: a URL segment, a search parameter, a
 * token's digits, a bound Server Action argument or a form field. Every id column of
 * src/lib/db/schema.ts is a PostgreSQL `serial` or `integer` (1 to 2,147,483,647): a larger
 * number sent to the database is an error (22003, "out of range for type integer"), not a row
 * that is missing, so an id outside the range is answered here as an unknown one, before any
 * query.
 */
import { z } from "zod";

/** The largest value of a PostgreSQL integer, so of every `serial` id. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id as a number: a whole number from 1 to MAX_ROW_ID. */
export const rowIdSchema = z.number().int().min(1).max(MAX_ROW_ID);

/** A row id as text: decimal digits without a leading zero (no sign, exponent or point). */
export const rowIdTextSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(rowIdSchema);

/** The row id `value` names, or null (missing, not a whole number, 0, past MAX_ROW_ID). */
export function parseRowId(value: unknown): number | null {
  const parsed = rowIdTextSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
