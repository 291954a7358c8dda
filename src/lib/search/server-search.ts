/**
 * The site search on the server, for the results page the search boxes submit to without
 * JavaScript: the same documents, index options and query as the browser's search.
 */
import "server-only";

import type MiniSearch from "minisearch";
import { z } from "zod";

import { defaultLocale, type Locale } from "@/config/locales";

import { buildSearchIndex } from "./build-index";
import type { SearchDocument, SearchHit } from "./options";
import { searchIndex } from "./query";
import { gatherSearchDocuments } from "./sources";

/** Longer queries are cut: no one types more, and the index need not read more. */
const MAX_QUERY_LENGTH = 200;

/** The `q` of a results page's search params: the first value, trimmed and cut; "" if none. */
const queryParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value) ?? "")
  .transform((value) => value.trim().slice(0, MAX_QUERY_LENGTH).trim())
  .catch("");

export function parseSearchQuery(value: unknown): string {
  return queryParam.parse(value);
}

const indexes = new Map<Locale, MiniSearch<SearchDocument>>();

/**
 * Every hit for `query` among a language's pages, best first (each language's index is built
 * on first use, once per process).
 */
export function searchSite(query: string, locale: Locale = defaultLocale): SearchHit[] {
  let index = indexes.get(locale);
  if (!index) {
    index = buildSearchIndex(gatherSearchDocuments(locale));
    indexes.set(locale, index);
  }
  return searchIndex(index, query);
}
