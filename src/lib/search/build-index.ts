import MiniSearch from "minisearch";

import { searchIndexOptions, type SearchDocument } from "./options";

/** Throws if two documents share an id or a title + URL (a source was added twice). */
export function assertUniqueDocuments(documents: readonly SearchDocument[]): void {
  const ids = new Set<string>();
  const targets = new Set<string>();
  for (const document of documents) {
    if (ids.has(document.id)) throw new Error(`Duplicate search document id ${document.id}`);
    const target = `${document.title}\u0000${document.url}`;
    if (targets.has(target)) {
      throw new Error(`Duplicate search document "${document.title}" at ${document.url}`);
    }
    ids.add(document.id);
    targets.add(target);
  }
}

/** A MiniSearch index of the given documents (serialise it with JSON.stringify). */
export function buildSearchIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  assertUniqueDocuments(documents);
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(documents);
  return index;
}
