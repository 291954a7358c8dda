import { Section } from "@/components/sections/section";
import type { PostSummary } from "@/content/blog-meta";
import { copy } from "@/lib/i18n/copy";

import { PostCard } from "./post-card";

/** Posts to read next, at the foot of a post. */
export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  const { blogPostCopy } = copy("blog-page");
  return (
    <Section
      id="related"
      tone="muted"
      title={blogPostCopy.relatedTitle}
      description={blogPostCopy.relatedDescription}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
