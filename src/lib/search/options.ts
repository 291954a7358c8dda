/**
 * Search index shape and MiniSearch options, shared by the build-time index builder and the
 * browser (loadJSON needs the same options the index was built with). Client-safe.
 */
import type { Options, SearchOptions } from "minisearch";

export type SearchKind = "help" | "faq" | "docs" | "blog";

export const searchKindLabels: Record<SearchKind, string> = {
  help: "Help article",
  faq: "FAQ",
  docs: "Documentation",
  blog: "Blog",
};

/** One searchable thing: a help article, an FAQ, a docs page, a blog post. */
export interface SearchDocument {
  /** Unique across the index, e.g. "help:getting-started-with-cedarwave". */
  id: string;
  kind: SearchKind;
  title: string;
  /** Where the result links to (a site path, optionally with a #fragment). */
  url: string;
  /** Short text shown under the title (about 160 characters). */
  excerpt: string;
  /** Category or section label, also searchable. */
  category?: string;
  /** Full text, indexed but not stored. */
  text: string;
}

/** What the browser gets back for each hit (the stored fields). */
export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  url: string;
  excerpt: string;
  category?: string;
  terms: string[];
}

/** Words too common to help (dropped from the index and from queries). */
const stopWords = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "by",
  "can",
  "do",
  "does",
  "for",
  "from",
  "how",
  "i",
  "if",
  "in",
  "is",
  "it",
  "my",
  "of",
  "on",
  "or",
  "our",
  "so",
  "that",
  "the",
  "this",
  "to",
  "we",
  "what",
  "when",
  "where",
  "which",
  "with",
  "you",
  "your",
]);

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length === 0 || stopWords.has(lower) ? null : lower;
}

export const searchIndexOptions: Options<SearchDocument> = {
  fields: ["title", "category", "excerpt", "text"],
  storeFields: ["kind", "title", "url", "excerpt", "category"],
  processTerm,
};

export const searchQueryOptions: SearchOptions = {
  boost: { title: 4, category: 2, excerpt: 1.5 },
  prefix: true,
  // Typo tolerance only for words long enough for one typo to be unambiguous.
  fuzzy: (term) => (term.length > 3 ? 0.2 : false),
  combineWith: "AND",
};

/** Results shown at once; the status line gives the full count. */
export const MAX_VISIBLE_RESULTS = 6;
