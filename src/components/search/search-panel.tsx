import { Suspense } from "react";

import { SiteSearch, type SiteSearchProps } from "./site-search";
import { SiteSearchFromUrl } from "./site-search-from-url";

/**
 * The search box as pre-rendered HTML (works as a GET form without JavaScript); once the
 * page runs, it picks up `?q=` from the URL (category cards link to /help?q=...).
 */
export function SearchPanel(props: Omit<SiteSearchProps, "initialQuery" | "autoFocus">) {
  return (
    <div id="search" className="scroll-mt-28">
      <Suspense fallback={<SiteSearch {...props} />}>
        <SiteSearchFromUrl {...props} />
      </Suspense>
    </div>
  );
}
