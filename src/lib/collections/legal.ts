/**
 * Legal documents: src/content/legal/<slug>.md (their Arabic text in src/content/legal/ar/),
 * placeholders filled in, rendered at build.
 */
import "server-only";

import { defaultLocale, type Locale } from "@/config/locales";
import type { LegalDocumentSlug, LegalFrontMatter } from "@/content/legal/schema";
import type { Heading } from "@/lib/markdown";

import { fillLegalPlaceholders, legalDocuments } from "./legal-documents";
import { renderEntry } from "./render";

export interface LegalDocument extends LegalFrontMatter {
  slug: LegalDocumentSlug;
  html: string;
  headings: Heading[];
}

/** Loads, validates, fills in and renders one legal document in a language (at build time). */
export async function getLegalDocument(
  slug: LegalDocumentSlug,
  locale: Locale = defaultLocale,
): Promise<LegalDocument> {
  const entry = legalDocuments.get(slug, locale);
  if (!entry) throw new Error(`No legal document src/content/legal/${slug}.md`);
  const fill = (text: string) => fillLegalPlaceholders(text, locale, slug);
  const { html, headings } = await renderEntry({ ...entry, body: fill(entry.body) });
  return {
    slug,
    title: fill(entry.data.title),
    effectiveDate: entry.data.effectiveDate,
    html,
    headings,
  };
}
