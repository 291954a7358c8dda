import { z } from "zod";

import { frontMatterDate } from "../front-matter";

/** The legal documents authored in Markdown (src/content/legal/<slug>.md). */
export const legalDocumentSlugs = ["privacy", "terms", "cookies"] as const;
export type LegalDocumentSlug = (typeof legalDocumentSlugs)[number];

/**
 * Front matter of a legal Markdown document. Its description is the route's (src/config/routes.ts,
 * in Arabic src/content/ar/routes.ts): the page shows the one search engines get.
 */
export const legalFrontMatterSchema = z.object({
  title: z.string().min(3),
  effectiveDate: frontMatterDate,
});

export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
