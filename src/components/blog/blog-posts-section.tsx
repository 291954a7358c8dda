import type { ReactNode } from "react";

import { Island, type Slots } from "@/components/islands/island";
import type { PostSummary } from "@/content/blog-meta";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

import { BlogExplorer, type ExplorerCopy, type ExplorerPost } from "./blog-explorer";
import { PostCard } from "./post-card";
import { FEATURED_SLOT, postSlot } from "./post-grid";

/** The posts as the list's props carry them: plain data, without their cards. */
function explorerPosts(posts: readonly PostSummary[]): ExplorerPost[] {
  return posts.map((post) => ({
    slug: post.slug,
    categorySlug: post.categorySlug,
    featured: post.featured,
  }));
}

/**
 * The cards, rendered here on the server, as the list's slots: the featured post's large card
 * (FEATURED_SLOT) and the card of every other post (postSlot(slug)), shown or not as the list
 * filters and grows (the grid never shows a featured post).
 */
function explorerSlots(posts: readonly PostSummary[]): Slots {
  const slots: Record<string, ReactNode> = {};
  const featured = posts.find((post) => post.featured);
  if (featured) slots[FEATURED_SLOT] = <PostCard post={featured} variant="featured" />;
  for (const post of posts) {
    if (!post.featured) slots[postSlot(post.slug)] = <PostCard post={post} />;
  }
  return slots;
}

/**
 * What the list announces for every count it can show (see ExplorerCopy.showing): each filter's
 * total is its posts among `posts`, and up to that many can be shown.
 */
function showingMessages(
  posts: readonly PostSummary[],
  categories: ExplorerCopy["categories"],
  showingMessage: (shown: number, total: number, category?: string) => string,
): ExplorerCopy["showing"] {
  const counts = (total: number, category?: string) =>
    Array.from({ length: total + 1 }, (_, shown) => showingMessage(shown, total, category));
  const showing: Partial<Record<keyof ExplorerCopy["showing"], string[]>> = {
    all: counts(posts.length),
  };
  for (const { slug, label } of categories) {
    showing[slug] = counts(posts.filter((post) => post.categorySlug === slug).length, label);
  }
  return showing as ExplorerCopy["showing"];
}

/**
 * The list of /blog, its next pages (/blog/page/2: `initialCount` posts) and the category pages
 * (`posts` holds the category's). The list is rendered here in full, so it needs no script; it
 * is an island (blog-explorer), hydrated without the framework.
 */
export function BlogPostsSection({
  path,
  posts,
  initialCount,
  instant,
}: {
  /** The page's path without its language prefix (/blog/page/2, /blog/category/security). */
  path: string;
  posts: readonly PostSummary[];
  initialCount: number;
  instant: boolean;
}) {
  const locale = getLocale();
  const { blogListCopy, showingMessage } = copy("blog-page");
  const meta = copy("blog-meta");
  // The client list gets its words as plain strings, its one sentence with counts written out
  // for every count: a client bundle holds no language's copy.
  const categories = meta.blogCategories.map((category) => ({
    slug: category.slug,
    label: category.name,
  }));
  const explorerCopy: ExplorerCopy = {
    filterLabel: blogListCopy.filterLabel,
    loadMore: blogListCopy.loadMore,
    allShown: blogListCopy.allShown,
    empty: blogListCopy.empty,
    allPosts: meta.allPostsLabel,
    categories,
    showing: showingMessages(posts, categories, showingMessage),
  };
  return (
    <section id="posts" aria-labelledby="posts-heading" className="pb-16 sm:pb-24">
      <div className="container-page">
        <h2 id="posts-heading" className="sr-only">
          {blogListCopy.heading}
        </h2>
        <Island
          name="blog-explorer"
          component={BlogExplorer}
          props={{
            posts: explorerPosts(posts),
            path,
            initialCount,
            instant,
            locale,
            copy: explorerCopy,
          }}
          slots={explorerSlots(posts)}
        />
      </div>
    </section>
  );
}
