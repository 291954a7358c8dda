import { clsx } from "clsx";
import type { MouseEvent } from "react";

import { chipScroller } from "@/components/ui/scroller";
import { localizeHref, type Locale } from "@/config/locales";
import type { BlogCategorySlug } from "@/content/blog-meta";
import { categoryHref } from "@/content/blog-paths";

export interface CategoryFilterCopy {
  filterLabel: string;
  allPosts: string;
  /** Every category, in the filter's order, named in the page's language. */
  categories: readonly { slug: BlogCategorySlug; label: string }[];
}

/**
 * The category filters: links to the category pages (/blog/category/security) and to /blog, in
 * the page's language (/ar/blog/category/security), so they work as plain HTML; `onSelect` may
 * take a click over (the list filters in place), and gets the unprefixed href. Plain links, not
 * next/link: the blog's list is an island, which runs without the framework.
 */
export function CategoryFilter({
  active,
  copy,
  locale,
  onSelect,
}: {
  active?: BlogCategorySlug;
  copy: CategoryFilterCopy;
  /** The page's language: the links' prefix. */
  locale: Locale;
  onSelect?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}) {
  const options: { label: string; slug?: BlogCategorySlug }[] = [
    { label: copy.allPosts },
    ...copy.categories,
  ];
  // On phones one row that scrolls sideways (snapping each chip to the start), not three rows.
  const row = chipScroller("sm");
  return (
    <nav aria-label={copy.filterLabel}>
      <ul {...row.list} className={clsx("flex flex-wrap gap-2", row.list.className)}>
        {options.map((option) => {
          const current = option.slug === active;
          const href = categoryHref(option.slug);
          return (
            <li key={option.slug ?? "all"} className={row.item}>
              <a
                href={localizeHref(href, locale)}
                onClick={onSelect && ((event) => onSelect(event, href))}
                aria-current={current ? "true" : undefined}
                className={clsx(
                  "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                  current
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-card text-foreground hover:border-primary/60 hover:bg-muted",
                )}
              >
                {option.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
