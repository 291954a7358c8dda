/**
 * The words of the search box and its results that the box computes in the browser (the
 * status line, the kinds of results) and the categories the index gives its documents.
 * Plain data: the search box (a client component) gets the copy of its page's language from its
 * server parent, from this module or its mirror (src/content/ar/search.ts).
 */

/** The status line's words: a template per plural category of the count ("other" always). */
export interface SearchStatusWords {
  none: string;
  counted: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  more: string;
}

/** The kinds of things the search finds (src/lib/search/sources.ts makes them). */
export type SearchKind = "help" | "faq" | "docs" | "blog";

/**
 * The status line once the index answered: `{count}`, `{query}` and `{shown}` are replaced
 * (src/lib/search/status.ts); `counted` by the plural category of the count (Intl.PluralRules
 * of the page's language), `more` added when only the top results are shown.
 */
const searchStatus: SearchStatusWords = {
  none: "No results for “{query}”",
  counted: { one: "{count} result for “{query}”", other: "{count} results for “{query}”" },
  more: ", showing the top {shown}",
};

export const searchBoxCopy = {
  kindLabels: {
    help: "Help article",
    faq: "FAQ",
    docs: "Documentation",
    blog: "Blog",
  } satisfies Record<SearchKind, string>,
  unavailable: "Search is unavailable right now. Please try again.",
  searching: "Searching…",
  /**
   * The status line once the index answered: `{count}`, `{query}` and `{shown}` are replaced
   * (src/lib/search/status.ts); `counted` by the plural category of the count (Intl.PluralRules
   * of the page's language), `more` added when only the top results are shown.
   */
  status: searchStatus,
  /** The result list's accessible name: `{query}` is replaced. */
  resultsLabel: "Search results for “{query}”",
};

/** The category the index gives documents that have none of their own. */
export const searchCategories = {
  faq: "Support",
  docs: "Documentation",
  sdks: "SDKs",
};
