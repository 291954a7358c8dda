import { clsx } from "clsx";
import type * as React from "react";

import type { Slots } from "@/components/islands/island";

/** A post of the grid, as plain data: its card is a slot (see postSlot). */
export interface PostGridItem {
  slug: string;
  categorySlug: string;
}

/**
 * The slot of the featured post's card. (Here, not in the client module blog-explorer.tsx: a
 * value exported by a client module is a client reference on the server, not the string.)
 */
export const FEATURED_SLOT = "featured";

/** The name of a post's card among the slots of the list: "post:<slug>". */
export function postSlot(slug: string): string {
  return `post:${slug}`;
}

/**
 * Posts in a grid: on wide screens the first two take half a row and the others a third,
 * so the seed's five posts fill two even rows and each "Load More" adds a row of three.
 * Each post's card is the server-rendered one from `slots` (postSlot), in a box without layout.
 * No icons or hooks here: the client list imports it, and it must stay small.
 */
export function PostGrid({
  items,
  slots,
  listRef,
}: {
  items: readonly PostGridItem[];
  /** The rendered cards (server-rendered PostCards), by postSlot(slug). */
  slots?: Slots;
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
          {slots?.[postSlot(item.slug)]}
        </li>
      ))}
    </ul>
  );
}
