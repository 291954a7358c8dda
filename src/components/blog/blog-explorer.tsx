"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { CATEGORY_PARAM, categoryFromSlug, categorySlug } from "@/content/blog-meta";
import { blogListCopy, showingMessage } from "@/content/blog-page";

import { CategoryFilter } from "./category-filter";
import { PostGrid, type PostGridItem } from "./post-grid";

/** The seed's "one featured post, then five posts"; each Load More adds a row of three. */
const INITIAL_POSTS = 5;
const POSTS_PER_LOAD = 3;

export interface ExplorerPost extends PostGridItem {
  category: string;
  featured: boolean;
}

/**
 * The filterable, growing post list. The category comes from the URL (?category=...), so a
 * filtered view can be linked and the back button works; the page itself stays static. The
 * cards arrive already rendered by the server, so no card code or icon ships to the browser.
 */
export function BlogExplorer({
  posts,
  featuredCard,
}: {
  posts: readonly ExplorerPost[];
  featuredCard: ReactNode;
}) {
  const searchParams = useSearchParams();
  const category = categoryFromSlug(searchParams.get(CATEGORY_PARAM));

  const filtered = category ? posts.filter((post) => post.category === category) : posts;
  const featured = filtered.find((post) => post.featured);
  const rest = filtered.filter((post) => !post.featured);

  // How many posts are shown, per filter: a new filter starts again from the first five.
  const filterKey = category ?? "all";
  const [loaded, setLoaded] = useState({ key: filterKey, count: INITIAL_POSTS });
  const count = loaded.key === filterKey ? loaded.count : INITIAL_POSTS;
  const shown = rest.slice(0, count);
  const remaining = rest.length - shown.length;

  // After Load More, focus moves to the first newly shown post.
  // (A new object each time, so the effect runs even when the index repeats.)
  const [focusTarget, setFocusTarget] = useState<{ index: number }>();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusTarget) return;
    listRef.current?.children[focusTarget.index]?.querySelector("a")?.focus();
  }, [focusTarget]);

  function loadMore() {
    setFocusTarget({ index: shown.length });
    setLoaded({ key: filterKey, count: count + POSTS_PER_LOAD });
  }

  const total = filtered.length;
  const visible = shown.length + (featured ? 1 : 0);

  return (
    <div className="space-y-10">
      <CategoryFilter active={category ? categorySlug(category) : undefined} />
      <p role="status" className="sr-only">
        {showingMessage(visible, total, category)}
      </p>
      {total === 0 ? <p className="text-muted-foreground">{blogListCopy.empty}</p> : null}
      {featured ? featuredCard : null}
      {shown.length > 0 ? <PostGrid items={shown} listRef={listRef} /> : null}
      <div className="flex flex-col items-center gap-3 text-center">
        {remaining > 0 ? (
          <button
            type="button"
            onClick={loadMore}
            className={buttonClasses({ variant: "secondary", size: "lg" })}
          >
            {blogListCopy.loadMore}
            <Icon name="arrowDown" />
          </button>
        ) : count > INITIAL_POSTS ? (
          <p className="text-sm text-muted-foreground">{blogListCopy.allShown}</p>
        ) : null}
      </div>
    </div>
  );
}
