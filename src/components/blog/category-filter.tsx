import { clsx } from "clsx";

import { Link } from "@/components/ui/link";
import {
  allPostsLabel,
  blogCategories,
  categoryHref,
  type BlogCategorySlug,
} from "@/content/blog-meta";
import { blogListCopy } from "@/content/blog-page";

const options: { label: string; slug?: BlogCategorySlug }[] = [
  { label: allPostsLabel },
  ...blogCategories.map((category) => ({ label: category.name, slug: category.slug })),
];

/** The category filters: real links to /blog?category=..., so they also work as plain links. */
export function CategoryFilter({ active }: { active?: BlogCategorySlug }) {
  return (
    <nav aria-label={blogListCopy.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = option.slug === active;
          return (
            <li key={option.label}>
              <Link
                href={categoryHref(option.slug)}
                scroll={false}
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
