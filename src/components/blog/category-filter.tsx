import { clsx } from "clsx";
import type { MouseEvent } from "react";

import { Link } from "@/components/ui/link";
import type { BlogCategorySlug } from "@/content/blog-meta";
import { categoryHref } from "@/content/blog-paths";

export interface CategoryFilterCopy {
  filterLabel: string;
  allPosts: string;
  /** Every category, in the filter's order, named in the page's language. */
  categories: readonly { slug: BlogCategorySlug; label: string }[];
}

/**
 * The category filters: links to the category pages (/blog/category/security) and to /blog, so
 * they work as plain HTML; `onSelect` may take a click over (the list filters in place).
 */
export function CategoryFilter({
  active,
  copy,
  onSelect,
}: {
  active?: BlogCategorySlug;
  copy: CategoryFilterCopy;
  onSelect?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}) {
  const options: { label: string; slug?: BlogCategorySlug }[] = [
    { label: copy.allPosts },
    ...copy.categories,
  ];
  return (
    <nav aria-label={copy.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = option.slug === active;
          const href = categoryHref(option.slug);
          return (
            <li key={option.slug ?? "all"}>
              <Link
                href={href}
                scroll={false}
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
