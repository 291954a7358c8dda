/** Front matter of a case study in src/content/case-studies/<client id>.md. */
import { z } from "zod";

import { caseStudyIds } from "../case-study-facts";
import { frontMatterDate } from "../front-matter";

export const caseStudySchema = z.object({
  /** The study's headline: what changed for the client. */
  title: z.string().min(1),
  /** One or two sentences for the index card, the meta description and the teasers. */
  excerpt: z.string().min(1),
  /** The client: the file's name too. */
  client: z.enum(caseStudyIds),
  /** Position on the index (1 first). */
  order: z.number().int().positive(),
  /** The date the study was published. */
  published: frontMatterDate,
});

export type CaseStudyMeta = z.infer<typeof caseStudySchema>;
