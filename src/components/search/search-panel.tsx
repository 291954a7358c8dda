import { Suspense } from "react";

import { SiteSearch, type SiteSearchProps } from "./site-search";
import { SiteSearchFromUrl } from "./site-search-from-url";

/**
 * The search box as pre-rendered HTML (works as a GET form without JavaScript); once the
 * page runs, it picks up `?q=` from the URL (category cards link to /help?q=...). A page
 * rendered per request (/support, which holds a form) passes the `query` it read instead: the
 * box is then rendered with it at once, with no boundary streamed in later.
 */
export function SearchPanel({
  query,
  ...props
}: Omit<SiteSearchProps, "initialQuery" | "autoFocus"> & { query?: string }) {
  return (
    <div id="search" className="scroll-mt-28">
      {query === undefined ? (
        <Suspense fallback={<SiteSearch {...props} />}>
          <SiteSearchFromUrl {...props} />
        </Suspense>
      ) : (
        <SiteSearch key={query} {...props} initialQuery={query} autoFocus={query !== ""} />
      )}
    </div>
  );
}
