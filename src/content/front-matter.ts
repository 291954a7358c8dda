/** The front-matter date of every Markdown collection (blog, help, press, legal). */
import { z } from "zod";

/** A calendar date written YYYY-MM-DD that really exists (no 2026-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "not a real calendar date");

/**
 * A date in front matter. YAML reads an unquoted 2026-10-12 as a Date: it is turned back into
 * its YYYY-MM-DD text before validation, so quoted and unquoted dates give the same string.
 */
export const frontMatterDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  isoDate,
);
