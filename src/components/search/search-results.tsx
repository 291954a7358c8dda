import type { KeyboardEvent, Ref } from "react";

import { localizeHref, type Locale } from "@/config/locales";
import type { SearchKind } from "@/content/search";
import type { SearchHit } from "@/lib/search/options";
import { withQuery } from "@/lib/search/status";

import { Highlight } from "./highlight";

/**
 * The words of the results in the page's language, as strings: from the site's search copy
 * (src/content/ui.ts) and the search box's (src/content/search.ts), or their mirrors.
 */
export interface SearchResultsCopy {
  noResults: { before: string; popular: string; between: string; ticket: string };
  kindLabels: Readonly<Record<SearchKind, string>>;
  /** The list's accessible name: `{query}` is replaced. */
  resultsLabel: string;
}

interface SearchResultsProps {
  id: string;
  hits: readonly SearchHit[];
  query: string;
  showEmpty: boolean;
  copy: SearchResultsCopy;
  /** The page's language: the links' prefix (/ar/help#popular on an Arabic page). */
  locale: Locale;
  ref?: Ref<HTMLUListElement>;
  /** Arrow keys between results (the live search box); none on the results page. */
  onKeyDown?: (event: KeyboardEvent<HTMLUListElement>) => void;
}

/**
 * The result list: one link per hit, with its kind, title and snippet. Used by the live search
 * box and by the results page the box submits to without JavaScript (a server component).
 * Its words come from its parent, in the page's language. Plain links, not next/link: the live
 * search box is an island, which runs without the framework.
 */
export function SearchResults({
  id,
  hits,
  query,
  showEmpty,
  copy,
  locale,
  ref,
  onKeyDown,
}: SearchResultsProps) {
  const { noResults, kindLabels } = copy;
  if (showEmpty) {
    return (
      <div className="mt-3 rounded-2xl border border-border bg-card p-5 text-sm text-muted-foreground shadow-sm">
        <p>
          {noResults.before}{" "}
          <a
            href={localizeHref("/help#popular", locale)}
            className="font-semibold text-primary hover:underline"
          >
            {noResults.popular}
          </a>{" "}
          {noResults.between}{" "}
          <a
            href={localizeHref("/support#support-form", locale)}
            className="font-semibold text-primary hover:underline"
          >
            {noResults.ticket}
          </a>
          .
        </p>
      </div>
    );
  }
  if (hits.length === 0) return null;
  return (
    <ul
      ref={ref}
      id={id}
      aria-label={withQuery(copy.resultsLabel, query)}
      onKeyDown={onKeyDown}
      className="mt-3 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-lg"
    >
      {hits.map((hit) => (
        <li key={hit.id}>
          <a
            href={localizeHref(hit.url, locale)}
            className="block px-5 py-4 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-primary uppercase">
              {kindLabels[hit.kind]}
              {hit.category ? (
                <span className="font-medium tracking-normal text-muted-foreground normal-case">
                  · {hit.category}
                </span>
              ) : null}
            </span>
            <span className="mt-1 block font-semibold text-foreground">
              <Highlight text={hit.title} terms={hit.terms} />
            </span>
            <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">
              <Highlight text={hit.excerpt} terms={hit.terms} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
