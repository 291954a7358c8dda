import type * as React from "react";

import type { PostSummary } from "@/content/blog-meta";
import { cn } from "@/lib/cn";

import { PostCard } from "./post-card";

/**
 * Posts in a grid: on wide screens the first two take half a row and the others a third,
 * so the seed's five posts fill two even rows and each "Load More" adds a row of three.
 */
export function PostGrid({
  posts,
  focusIndex,
  focusRef,
}: {
  posts: readonly PostSummary[];
  focusIndex?: number;
  focusRef?: React.Ref<HTMLAnchorElement>;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
      {posts.map((post, index) => (
        <li
          key={post.slug}
          data-category={post.categorySlug}
          className={cn(
            index < 2 ? "lg:col-span-3" : "lg:col-span-2",
            index === posts.length - 1 && posts.length % 2 === 1 && "md:max-lg:col-span-2",
          )}
        >
          <PostCard post={post} linkRef={index === focusIndex ? focusRef : undefined} />
        </li>
      ))}
    </ul>
  );
}
