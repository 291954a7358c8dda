import { Suspense } from "react";

import type { PostSummary } from "@/content/blog-meta";
import { blogListCopy } from "@/content/blog-page";

import { BlogExplorer, type ExplorerPost } from "./blog-explorer";
import { CategoryFilter } from "./category-filter";
import { PostCard } from "./post-card";
import { PostGrid } from "./post-grid";

/** The posts with their cards rendered here, on the server. */
function explorerPosts(posts: readonly PostSummary[]): ExplorerPost[] {
  return posts.map((post) => ({
    slug: post.slug,
    category: post.category,
    categorySlug: post.categorySlug,
    featured: post.featured,
    card: <PostCard post={post} />,
  }));
}

export function BlogPostsSection({ posts }: { posts: readonly PostSummary[] }) {
  const featured = posts.find((post) => post.featured);
  const featuredCard = featured ? <PostCard post={featured} variant="featured" /> : null;
  const items = explorerPosts(posts);
  return (
    <section id="posts" aria-labelledby="posts-heading" className="pb-16 sm:pb-24">
      <div className="container-page">
        <h2 id="posts-heading" className="sr-only">
          {blogListCopy.heading}
        </h2>
        {/* Until the browser reads the filter from the URL (and without JavaScript): every post. */}
        <Suspense
          fallback={
            <div className="space-y-10">
              <CategoryFilter />
              {featuredCard}
              <PostGrid items={items.filter((item) => !item.featured)} />
            </div>
          }
        >
          <BlogExplorer posts={items} featuredCard={featuredCard} />
        </Suspense>
      </div>
    </section>
  );
}
