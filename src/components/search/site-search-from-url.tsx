"use client";

import { useSearchParams } from "next/navigation";

import { SiteSearch, type SiteSearchProps } from "./site-search";

/** The search box started from `?q=` (a new query in the URL starts a fresh search). */
export function SiteSearchFromUrl(props: Omit<SiteSearchProps, "initialQuery" | "autoFocus">) {
  const query = useSearchParams().get("q") ?? "";
  return <SiteSearch key={query} {...props} initialQuery={query} autoFocus={query !== ""} />;
}
