import "server-only";

import { loadDocument, renderMarkdown, type Heading } from "@/lib/markdown";

import { substitutePlaceholders } from "./placeholders";
import { legalFrontMatterSchema, type LegalFrontMatter } from "./schema";

/** The legal documents authored in Markdown (src/content/legal/<slug>.md). */
export const legalDocumentSlugs = ["privacy", "terms", "cookies"] as const;
export type LegalDocumentSlug = (typeof legalDocumentSlugs)[number];

export interface LegalDocument extends LegalFrontMatter {
  slug: LegalDocumentSlug;
  html: string;
  headings: Heading[];
}

/** Loads, validates, fills in and renders one legal document (at build time). */
export async function getLegalDocument(slug: LegalDocumentSlug): Promise<LegalDocument> {
  const fileName = `legal/${slug}.md`;
  const { data, body } = loadDocument(fileName, legalFrontMatterSchema);
  const fill = (text: string) => substitutePlaceholders(text, undefined, fileName);
  const { html, headings } = await renderMarkdown(fill(body));
  return {
    slug,
    title: fill(data.title),
    description: fill(data.description),
    effectiveDate: data.effectiveDate,
    html,
    headings,
  };
}
