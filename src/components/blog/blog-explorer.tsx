"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";

import type { Slots } from "@/components/islands/island";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { localizeHref, unlocalizedPath, type Locale } from "@/config/locales";
import type { BlogCategorySlug } from "@/content/blog-meta";
import { BLOG_PATH, CATEGORY_PARAM, categoryHref, categorySegment } from "@/content/blog-paths";
import { INITIAL_POSTS, nextListPagePath, POSTS_PER_LOAD } from "@/lib/blog-pages";

import { CategoryFilter, type CategoryFilterCopy } from "./category-filter";
import { FEATURED_SLOT, PostGrid, type PostGridItem } from "./post-grid";

/** A post of the list, as plain data (its card is a slot: postSlot(slug)). */
export interface ExplorerPost extends PostGridItem {
  featured: boolean;
}

/** The list's words in the page's language, as plain strings from its server parent. */
export interface ExplorerCopy extends CategoryFilterCopy {
  loadMore: string;
  allShown: string;
  empty: string;
  /**
   * The sentence the list announces ("Showing 6 of 9 posts in Security."), written out by the
   * server for every count it can show: by filter (`all` or a category's slug), then by the
   * number of posts shown. (A function cannot reach a client component.)
   */
  showing: Readonly<Record<BlogCategorySlug | "all", readonly string[]>>;
}

/** A plain left click, which a script may take over (not one that opens a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The list's props: plain data, which the page carries as JSON to the island. */
export interface BlogExplorerProps {
  posts: readonly ExplorerPost[];
  /**
   * The page's path without its language prefix (/blog/category/security on /ar/... too): the
   * category comes from it, and then from the URL the filters put in the history.
   */
  path: string;
  /** How many posts (besides the featured one) the page shows at first. */
  initialCount: number;
  /** Filters switch in place (they are links to the category pages otherwise). */
  instant: boolean;
  locale: Locale;
  copy: ExplorerCopy;
}

/**
 * The filterable, growing post list, rendered in full by the server: the category comes from
 * the path (/blog/category/security), how many posts show from the page (/blog/page/2). The
 * filters and Load More are links, so the list works without JavaScript; with it, Load More
 * shows the next row in place and, where `instant` (the /blog pages), a filter updates the list
 * and the URL without loading a page. The cards arrive rendered, as slots (FEATURED_SLOT and
 * postSlot(slug)), so no card code ships.
 *
 * An island (<Island name="blog-explorer">): it runs without the framework, so it links with
 * <a>, navigates with `location` and follows the history itself (popstate). Reached through
 * Next's client router, it works the same as an ordinary client component.
 */
export function BlogExplorer({
  posts,
  path,
  initialCount,
  instant,
  locale,
  copy,
  slots,
}: BlogExplorerProps & { slots?: Slots }) {
  // The list's own paths are the unprefixed ones (/blog/category/security on /ar/... too): the
  // page's, then the one a filter puts in the URL (selectCategory), or Back and Forward restore.
  const [pathname, setPathname] = useState(path);
  // A new page for the same list (the framework's router, when it renders this one): its path.
  const [pagePath, setPagePath] = useState(path);
  if (pagePath !== path) {
    setPagePath(path);
    setPathname(path);
  }
  const { categories } = copy;
  /** A category's slug, if it is one of the categories (the filter's). */
  const known = (slug: string | undefined): BlogCategorySlug | undefined =>
    categories.find((category) => category.slug === slug)?.slug;
  const activeSlug = known(categorySegment(pathname));

  const filtered = activeSlug ? posts.filter((post) => post.categorySlug === activeSlug) : posts;
  const featured = filtered.find((post) => post.featured);
  const rest = filtered.filter((post) => !post.featured);

  // How many posts are shown, per filter: a new filter starts again from the first five.
  const filterKey = activeSlug ?? "all";
  const [loaded, setLoaded] = useState({ key: filterKey, count: initialCount });
  const count = loaded.key === filterKey ? loaded.count : INITIAL_POSTS;
  const shown = rest.slice(0, count);
  const remaining = rest.length - shown.length;

  // Back and Forward between the filters' URLs (selectCategory's history entries, and the
  // page's own) show that filter's list. Only this list's paths: on its way to another page
  // (the framework's router), the list stays as it is until it goes.
  useEffect(() => {
    function onPopState() {
      const current = unlocalizedPath(window.location.pathname);
      if (current === path || current === BLOG_PATH || categorySegment(current) !== undefined) {
        setPathname(current);
      }
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [path]);

  // An earlier link to a filtered list (/blog?category=security) moves to the category's page
  // (a navigation, replacing the earlier URL in the history).
  useEffect(() => {
    if (!instant || pathname !== BLOG_PATH) return;
    const legacy = new URLSearchParams(window.location.search).get(CATEGORY_PARAM);
    const slug = categories.find((category) => category.slug === legacy)?.slug;
    if (slug) window.location.replace(localizeHref(categoryHref(slug), locale));
  }, [instant, pathname, locale, categories]);

  // After Load More, focus moves to the first newly shown post.
  // (A new object each time, so the effect runs even when the index repeats.)
  const [focusTarget, setFocusTarget] = useState<{ index: number }>();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusTarget) return;
    listRef.current?.children[focusTarget.index]?.querySelector("a")?.focus();
  }, [focusTarget]);

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setFocusTarget({ index: shown.length });
    setLoaded({ key: filterKey, count: count + POSTS_PER_LOAD });
  }

  // In place on /blog: the URL becomes the category's page, so it can be shared and reloaded.
  function selectCategory(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (href === pathname) return;
    setLoaded({ key: known(categorySegment(href)) ?? "all", count: INITIAL_POSTS });
    setPathname(href);
    window.history.pushState(null, "", localizeHref(href, locale));
  }

  const total = filtered.length;
  const visible = shown.length + (featured ? 1 : 0);
  const listPath = categoryHref(activeSlug);
  const nextHref = nextListPagePath(listPath, shown.length, rest.length);

  return (
    <div className="space-y-10">
      <CategoryFilter
        active={activeSlug}
        copy={copy}
        locale={locale}
        onSelect={instant ? selectCategory : undefined}
      />
      <p role="status" className="sr-only">
        {copy.showing[activeSlug ?? "all"][visible]}
      </p>
      {total === 0 ? <p className="text-muted-foreground">{copy.empty}</p> : null}
      {/* A box of its own: the slot's is `display: contents`, and space-y spaces boxes. */}
      {featured ? <div>{slots?.[FEATURED_SLOT]}</div> : null}
      {shown.length > 0 ? <PostGrid items={shown} slots={slots} listRef={listRef} /> : null}
      <div className="flex flex-col items-center gap-3 text-center">
        {remaining > 0 ? (
          <a
            href={localizeHref(nextHref, locale)}
            onClick={loadMore}
            className={buttonClasses({ variant: "secondary", size: "lg" })}
          >
            {copy.loadMore}
            <Icon name="arrowDown" />
          </a>
        ) : count > INITIAL_POSTS ? (
          <p className="text-sm text-muted-foreground">{copy.allShown}</p>
        ) : null}
      </div>
    </div>
  );
}
