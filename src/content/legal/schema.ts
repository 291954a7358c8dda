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
 * Front matter of a legal Markdown document. YAML reads an unquoted 2026-10-12 as a Date:
 * it is turned back into its YYYY-MM-DD text before validation.
 */
export const legalFrontMatterSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(20),
  effectiveDate: z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    isoDate,
  ),
});

export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
