import { clsx } from "clsx";
import type * as React from "react";

export interface PostGridItem {
  slug: string;
  categorySlug: string;
  /** The rendered card (a server-rendered PostCard). */
  card: React.ReactNode;
}

/**
 * Posts in a grid: on wide screens the first two take half a row and the others a third,
 * so the seed's five posts fill two even rows and each "Load More" adds a row of three.
 * No icons or hooks here: the client list imports it, and it must stay small.
 */
export function PostGrid({
  items,
  listRef,
}: {
  items: readonly PostGridItem[];
  listRef?: React.Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={listRef} className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
      {items.map((item, index) => (
        <li
          key={item.slug}
          data-category={item.categorySlug}
          className={clsx(
            index < 2 ? "lg:col-span-3" : "lg:col-span-2",
            index === items.length - 1 && items.length % 2 === 1 && "md:max-lg:col-span-2",
          )}
        >
          {item.card}
        </li>
      ))}
    </ul>
  );
}
