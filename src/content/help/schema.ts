/** Front matter of a help article in src/content/help/*.md. */
import { z } from "zod";

import { frontMatterDate } from "../front-matter";
import { helpCategoryIds } from "../help";

export const helpArticleSchema = z.object({
  title: z.string().min(1),
  category: z.enum(helpCategoryIds),
  /** Minutes. */
  readTime: z.number().int().positive(),
  /** Position in its category's list (1 first). */
  order: z.number().int().positive(),
  description: z.string().min(1),
  /** The date the article last changed. */
  updated: frontMatterDate,
});

export type HelpArticleMeta = z.infer<typeof helpArticleSchema>;
