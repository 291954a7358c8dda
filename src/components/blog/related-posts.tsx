import { Section } from "@/components/sections/section";
import * as ar from "@/content/ar/blog-page";
import type { PostSummary } from "@/content/blog-meta";
import * as en from "@/content/blog-page";
import { pick } from "@/lib/i18n/pick";
import { getLocale } from "@/lib/i18n/request";

import { PostCard } from "./post-card";

/** Posts to read next, at the foot of a post. */
export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  const { blogPostCopy } = pick(getLocale(), { en, ar });
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
