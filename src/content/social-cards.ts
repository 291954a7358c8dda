/** Copy of the generated social cards (src/app/og): the kicker above each page's title. */
import type { PageGroup } from "@/config/routes";

export const socialCardKickers = {
  main: "Cedarwave Technologies",
  "ai-services": "AI services",
  "ai-pages": "AI services",
  "it-services": "IT services",
  company: "Company",
  resources: "Resources",
  docs: "Developer docs",
  account: "Client portal",
  legal: "Legal",
  /** Collection pages add their category: "Blog · Security". */
  "blog-category": "Blog",
  "blog-post": "Blog",
  "help-category": "Help center",
  "help-article": "Help center",
  "case-study": "Case study",
} as const satisfies Record<PageGroup, string>;

/**
 * Words a cut description must not end on ("...conversations, and…" reads as broken), with
 * the separator before them.
 */
export const joiningWords = /[\s,]+(?:and|or|with|to|the|a|an|of|for|in|on)$/i;
