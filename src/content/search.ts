/**
 * The words of the search box and its results that the box computes in the browser (the
 * status line, the kinds of results) and the categories the index gives its documents.
 * Client-safe and small: the search box (a client component) reads the copy of its page's
 * language from this module or its Arabic mirror (src/content/ar/search.ts).
 */
import type { SearchKind } from "@/lib/search/options";

export const searchBoxCopy = {
  kindLabels: {
    help: "Help article",
    faq: "FAQ",
    docs: "Documentation",
    blog: "Blog",
  } satisfies Record<SearchKind, string>,
  unavailable: "Search is unavailable right now. Please try again.",
  searching: "Searching…",
  /** The status line once the index answered. */
  status: (count: number, query: string, shown: number) =>
    count === 0
      ? `No results for “${query}”`
      : `${count} ${count === 1 ? "result" : "results"} for “${query}”${
          count > shown ? `, showing the top ${shown}` : ""
        }`,
  /** The result list's accessible name. */
  resultsLabel: (query: string) => `Search results for “${query}”`,
};

/** The category the index gives documents that have none of their own. */
export const searchCategories = {
  faq: "Support",
  docs: "Documentation",
  sdks: "SDKs",
};
