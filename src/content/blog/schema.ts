/** Front matter of a post in src/content/blog/*.md (seed §3: the blog post shape). */
import { z } from "zod";

import { blogCategoryNames } from "../blog-meta";
import { frontMatterDate } from "../front-matter";

export const blogFrontMatterSchema = z.strictObject({
  title: z.string().min(10).max(120),
  excerpt: z.string().min(40).max(320),
  author: z.string().min(3),
  date: frontMatterDate,
  readTime: z.string().regex(/^\d+ min read$/, 'readTime looks like "5 min read"'),
  category: z.enum(blogCategoryNames),
  featured: z.boolean(),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
