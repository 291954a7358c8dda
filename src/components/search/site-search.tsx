"use client";

import type MiniSearch from "minisearch";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/config/locales";
import type { SearchStatusWords } from "@/content/search";
import { MAX_VISIBLE_RESULTS, searchIndexUrl, type SearchDocument } from "@/lib/search/options";
import { loadSearchIndex, searchIndex } from "@/lib/search/query";
import { searchStatus } from "@/lib/search/status";

import { SearchResults, type SearchResultsCopy } from "./search-results";

export interface SiteSearchProps {
  label: string;
  placeholder: string;
  /** Where the form goes without JavaScript (GET ?q=...): the results page, in its language. */
  action: string;
  /** The page's language: the index searched (its pages only), the status line's numbers. */
  locale: Locale;
  /**
   * The search copy of the page's language (src/content/ui.ts and src/content/search.ts, or
   * their mirrors), as strings and templates from the server parent.
   */
  copy: SearchResultsCopy & {
    submit: string;
    hint: string;
    unavailable: string;
    searching: string;
    status: SearchStatusWords;
  };
  /**
   * The start of the ids of the box's elements (`${idPrefix}-input`...), unique on the page: fixed
   * ids, not useId, whose ids differ between the server's whole-page render and the island
   * hydrated as a root of its own. One box per page today (/help, /support): the default.
   */
  idPrefix?: string;
}

type IndexState = "idle" | "loading" | "ready" | "error";

/**
 * The site search box: loads the static index on first use and lists results as you type.
 * Pre-rendered as a plain GET form to the results page, which is what it is without JavaScript.
 * Once it runs, it searches what was typed before (the input's value) or else `?q=` of the URL.
 *
 * An island (<Island name="site-search">): it runs without the framework, so it links with <a>
 * and navigates with `location`. Reached through Next's client router, it works the same as an
 * ordinary client component.
 */
export function SiteSearch({
  label,
  placeholder,
  action,
  locale,
  copy,
  idPrefix = "site-search",
}: SiteSearchProps) {
  const indexUrl = searchIndexUrl(locale);
  const inputId = `${idPrefix}-input`;
  const listId = `${idPrefix}-results`;
  const statusId = `${idPrefix}-status`;
  const hintId = `${idPrefix}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState("");
  const [index, setIndex] = useState<MiniSearch<SearchDocument> | null>(null);
  const [indexState, setIndexState] = useState<IndexState>("idle");

  function ensureIndex(): Promise<MiniSearch<SearchDocument> | null> {
    if (index) return Promise.resolve(index);
    setIndexState("loading");
    return loadSearchIndex(indexUrl).then(
      (loaded) => {
        setIndex(loaded);
        setIndexState("ready");
        return loaded;
      },
      () => {
        setIndexState("error");
        return null;
      },
    );
  }

  // On mount: text typed before the page ran, or else a query from the URL (/help?q=billing).
  useEffect(() => {
    const input = inputRef.current;
    const typed = input?.value.trim() ?? "";
    const fromUrl = new URLSearchParams(window.location.search).get("q")?.trim() ?? "";
    const initial = typed || fromUrl;
    if (!initial) return;
    let active = true;
    setQuery(typed ? (input?.value ?? "") : fromUrl);
    if (!typed) input?.focus();
    setIndexState("loading");
    loadSearchIndex(indexUrl).then(
      (loaded) => {
        if (!active) return;
        setIndex(loaded);
        setIndexState("ready");
      },
      () => active && setIndexState("error"),
    );
    return () => {
      active = false;
    };
  }, [indexUrl]);

  const trimmed = query.trim();
  const hits = index && trimmed ? searchIndex(index, trimmed) : [];

  function links(): HTMLAnchorElement[] {
    return Array.from(listRef.current?.querySelectorAll("a") ?? []);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && hits.length > 0) {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === "Escape" && query) {
      event.preventDefault();
      setQuery("");
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (current === -1) return;
    let next: HTMLElement | undefined;
    if (event.key === "ArrowDown") next = items[Math.min(current + 1, items.length - 1)];
    else if (event.key === "ArrowUp") next = current === 0 ? inputRef.current! : items[current - 1];
    else if (event.key === "Home") next = items[0];
    else if (event.key === "End") next = items[items.length - 1];
    else if (event.key === "Escape") next = inputRef.current!;
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed) return inputRef.current?.focus();
    const loaded = await ensureIndex();
    const first = loaded ? searchIndex(loaded, trimmed)[0] : undefined;
    if (first) window.location.assign(first.url);
  }

  let status = "";
  if (trimmed) {
    if (indexState === "error") status = copy.unavailable;
    else if (!index) status = copy.searching;
    else status = searchStatus(copy.status, locale, hits.length, trimmed, MAX_VISIBLE_RESULTS);
  }

  return (
    <search className="mx-auto w-full max-w-2xl text-start">
      <form action={action} method="get" onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${hintId} ${statusId}`}
          aria-controls={hits.length > 0 ? listId : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            void ensureIndex();
          }}
          onFocus={() => void ensureIndex()}
          onKeyDown={onInputKeyDown}
          className="h-14 w-full rounded-2xl border border-border bg-card ps-12 pe-28 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="absolute end-2 top-1/2 h-10 -translate-y-1/2 rounded-xl bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {copy.submit}
        </button>
      </form>
      <p id={hintId} className="sr-only">
        {copy.hint}
      </p>
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className={trimmed ? "mt-3 px-1 text-sm text-muted-foreground" : "sr-only"}
      >
        {status}
      </p>
      <SearchResults
        ref={listRef}
        id={listId}
        hits={hits.slice(0, MAX_VISIBLE_RESULTS)}
        query={trimmed}
        showEmpty={Boolean(trimmed && index && hits.length === 0)}
        copy={copy}
        locale={locale}
        onKeyDown={onListKeyDown}
      />
    </search>
  );
}
