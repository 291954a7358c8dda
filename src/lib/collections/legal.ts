/** Legal documents: src/content/legal/<slug>.md, placeholders filled in, rendered at build. */
import "server-only";

import { substitutePlaceholders } from "@/content/legal/placeholders";
import {
  legalFrontMatterSchema,
  type LegalDocumentSlug,
  type LegalFrontMatter,
} from "@/content/legal/schema";
import { renderMarkdown, type Heading } from "@/lib/markdown";

import { defineCollection } from "./define-collection";

export interface LegalDocument extends LegalFrontMatter {
  slug: LegalDocumentSlug;
  html: string;
  headings: Heading[];
}

const documents = defineCollection({
  folder: "legal",
  schema: legalFrontMatterSchema,
  href: (slug) => `/${slug}`,
});

/** Loads, validates, fills in and renders one legal document (at build time). */
export async function getLegalDocument(slug: LegalDocumentSlug): Promise<LegalDocument> {
  const entry = documents.get(slug);
  if (!entry) throw new Error(`No legal document src/content/legal/${slug}.md`);
  const fileName = `legal/${slug}.md`;
  const fill = (text: string) => substitutePlaceholders(text, undefined, fileName);
  const { html, headings } = await renderMarkdown(fill(entry.body));
  return {
    slug,
    title: fill(entry.data.title),
    description: fill(entry.data.description),
    effectiveDate: entry.data.effectiveDate,
    html,
    headings,
  };
}
