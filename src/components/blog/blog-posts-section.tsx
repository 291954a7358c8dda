import * as arMeta from "@/content/ar/blog-meta";
import * as arPage from "@/content/ar/blog-page";
import * as enMeta from "@/content/blog-meta";
import type { PostSummary } from "@/content/blog-meta";
import * as enPage from "@/content/blog-page";
import { pick } from "@/lib/i18n/pick";
import { getLocale } from "@/lib/i18n/request";

import { BlogExplorer, type ExplorerCopy, type ExplorerPost } from "./blog-explorer";
import { PostCard } from "./post-card";

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

/**
 * The list of /blog, its next pages (/blog/page/2: `initialCount` posts) and the category pages
 * (`posts` holds the category's). The list is rendered here in full, so it needs no script.
 */
export function BlogPostsSection({
  posts,
  initialCount,
  instant,
}: {
  posts: readonly PostSummary[];
  initialCount: number;
  instant: boolean;
}) {
  const locale = getLocale();
  const { blogListCopy } = pick(locale, { en: enPage, ar: arPage });
  const meta = pick(locale, { en: enMeta, ar: arMeta });
  // The client list gets its words as plain strings (its one sentence with counts, it picks by
  // `locale` itself).
  const copy: ExplorerCopy = {
    filterLabel: blogListCopy.filterLabel,
    loadMore: blogListCopy.loadMore,
    allShown: blogListCopy.allShown,
    empty: blogListCopy.empty,
    allPosts: meta.allPostsLabel,
    categories: meta.blogCategories.map((category) => ({
      slug: category.slug,
      label: category.name,
    })),
  };
  const featured = posts.find((post) => post.featured);
  const featuredCard = featured ? <PostCard post={featured} variant="featured" /> : null;
  return (
    <section id="posts" aria-labelledby="posts-heading" className="pb-16 sm:pb-24">
      <div className="container-page">
        <h2 id="posts-heading" className="sr-only">
          {blogListCopy.heading}
        </h2>
        <BlogExplorer
          posts={explorerPosts(posts)}
          featuredCard={featuredCard}
          initialCount={initialCount}
          instant={instant}
          locale={locale}
          copy={copy}
        />
      </div>
    </section>
  );
}
