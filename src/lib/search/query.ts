/** Loading the static index in the browser and querying it. Client-safe. */
import type MiniSearch from "minisearch";

import {
  searchIndexOptions,
  searchIndexUrl,
  searchQueryOptions,
  type SearchDocument,
  type SearchHit,
} from "./options";

let indexPromise: Promise<MiniSearch<SearchDocument>> | undefined;

/**
 * Fetches and loads the index once per page view (the index of the page's language: see
 * searchIndexUrl); a failed load can be retried.
 */
export function loadSearchIndex(url = searchIndexUrl()): Promise<MiniSearch<SearchDocument>> {
  // The library is loaded with the index, on first use, not with the page.
  indexPromise ??= Promise.all([
    import("minisearch"),
    fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.text();
    }),
  ])
    .then(([{ default: MiniSearchClass }, json]) =>
      MiniSearchClass.loadJSON<SearchDocument>(json, searchIndexOptions),
    )
    .catch((error: unknown) => {
      indexPromise = undefined;
      throw error;
    });
  return indexPromise;
}

/**
 * Every word must match (with prefix and typo tolerance); if nothing does, any word may.
 */
export function searchIndex(index: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  let results = index.search(trimmed, searchQueryOptions);
  if (results.length === 0) {
    results = index.search(trimmed, { ...searchQueryOptions, combineWith: "OR" });
  }
  return results.map((result) => ({
    id: String(result.id),
    kind: result.kind,
    title: result.title,
    url: result.url,
    excerpt: result.excerpt,
    category: result.category,
    terms: result.terms,
  }));
}
