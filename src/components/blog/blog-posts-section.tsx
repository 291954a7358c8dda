import { Suspense } from "react";

import type { PostSummary } from "@/content/blog-meta";
import { blogListCopy } from "@/content/blog-page";

import { BlogExplorer } from "./blog-explorer";
import { CategoryFilter } from "./category-filter";
import { PostCard } from "./post-card";
import { PostGrid } from "./post-grid";

/**
 * Every post, unfiltered: what the pre-rendered HTML holds until the browser reads the
 * filter from the URL, and what a visitor without JavaScript sees.
 */
function FullPostList({ posts }: { posts: readonly PostSummary[] }) {
  const featured = posts.find((post) => post.featured);
  return (
    <div className="space-y-10">
      <CategoryFilter />
      {featured ? <PostCard post={featured} variant="featured" /> : null}
      <PostGrid posts={posts.filter((post) => post !== featured)} />
    </div>
  );
}

export function BlogPostsSection({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <section id="posts" aria-labelledby="posts-heading" className="pb-16 sm:pb-24">
      <div className="container-page">
        <h2 id="posts-heading" className="sr-only">
          {blogListCopy.heading}
        </h2>
        <Suspense fallback={<FullPostList posts={posts} />}>
          <BlogExplorer posts={posts} />
        </Suspense>
      </div>
    </section>
  );
}
