/**
 * Search index shape and MiniSearch options, shared by the build-time index builder and the
 * browser (loadJSON needs the same options the index was built with). Client-safe.
 */
import type { Options, SearchOptions } from "minisearch";

import { defaultLocale, localeInfo, type Locale } from "@/config/locales";
import type { SearchKind } from "@/content/search";

/**
 * Each language has its own index, of its own pages: /search-index.json for English,
 * /ar/search-index.json for Arabic.
 */
export function searchIndexUrl(locale: Locale = defaultLocale): string {
  return `${localeInfo[locale].prefix}/search-index.json`;
}

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

/** Arabic words too common to help (after normalizeArabic). */
const arabicStopWords = new Set(
  [
    "في",
    "من",
    "على",
    "الى",
    "عن",
    "ان",
    "او",
    "ما",
    "لا",
    "مع",
    "هذا",
    "هذه",
    "ذلك",
    "التي",
    "الذي",
    "كل",
    "كيف",
    "هل",
    "قد",
    "ثم",
    "به",
    "لك",
    "انت",
  ].map((word) => normalizeArabic(word)),
);

const ARABIC_LETTER = /[\u0621-\u064a]/;

/**
 * An Arabic word as the index keeps it: without short vowels and the stretching tatweel, the
 * forms of alef, yaa and taa marbuta made one, and without the article and the prepositions
 * joined to it (الفاتورة، بالفاتورة، فاتورة: one word), so a search finds a word however it is
 * written. Light, rule-based stemming: no dictionary.
 */
export function normalizeArabic(word: string): string {
  const plain = word.replace(/[\u064b-\u065f\u0670\u0640]/g, "");
  // The article first, before the forms of alef are made one: إلغاء is not ال + غاء.
  const stripped = plain.replace(/^(?:وال|فال|بال|كال|لل|ال)(?=..)/, "");
  return stripped
    .replace(/[\u0622\u0623\u0625]/g, "\u0627")
    .replace(/\u0649/g, "\u064a")
    .replace(/\u0629/g, "\u0647");
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length === 0 || stopWords.has(lower)) return null;
  if (!ARABIC_LETTER.test(lower)) return lower;
  const arabic = normalizeArabic(lower);
  return arabicStopWords.has(arabic) ? null : arabic;
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
