/**
 * The site search on the server, for the results page the search boxes submit to without
 * JavaScript: the same documents, index options and query as the browser's search.
 */
import "server-only";

import type MiniSearch from "minisearch";
import { z } from "zod";

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

let index: MiniSearch<SearchDocument> | undefined;

/** Every hit for `query`, best first (the index is built on first use, once per process). */
export function searchSite(query: string): SearchHit[] {
  index ??= buildSearchIndex(gatherSearchDocuments());
  return searchIndex(index, query);
}
