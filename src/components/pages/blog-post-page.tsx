import type { Metadata } from "next";

import { PostHeader } from "@/components/blog/post-header";
import { RelatedPosts } from "@/components/blog/related-posts";
import { BreadcrumbJsonLd, JsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Prose } from "@/components/ui/prose";
import {
  getAllPosts,
  getPost,
  getRelatedPosts,
  toSummary,
  type BlogPost,
} from "@/lib/collections/blog";
import { renderEntry } from "@/lib/collections/render";
import { copyIn } from "@/lib/i18n/copy";
import { buildMetadata } from "@/lib/metadata";
import { blogPostingJsonLd } from "@/lib/structured-data";

import type { ParamPageSpec } from "./param-page";

/** Every post's `[slug]` (every post exists in both languages). */
export function blogPostParams(): { slug: string }[] {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

function blogPostMetadata(post: BlogPost): Metadata {
  const meta = buildMetadata({
    path: post.href,
    locale: post.locale,
    title: post.title,
    description: post.excerpt,
    type: "article",
  });
  return {
    ...meta,
    authors: [{ name: post.authorName }],
    openGraph: {
      ...meta.openGraph,
      type: "article",
      publishedTime: post.date,
      authors: [post.authorName],
      section: post.categoryName,
    },
  };
}

/** A blog post's page, in the post's language. */
async function BlogPostPage({ post }: { post: BlogPost }) {
  const { html } = await renderEntry(post);
  const { blogPostCopy } = copyIn(post.locale, "blog-page");
  return (
    <>
      <JsonLd data={blogPostingJsonLd(toSummary(post))} />
      <BreadcrumbJsonLd path={post.href} title={post.title} />
      <article>
        <PostHeader post={toSummary(post)} />
        <div className="container-page max-w-3xl pb-16 sm:pb-24">
          <Prose variant="post" html={html} />
        </div>
      </article>
      <RelatedPosts posts={getRelatedPosts(post.slug, post.locale)} />
      <CtaBanner cta={blogPostCopy.cta} />
    </>
  );
}

/** /blog/<slug> and /ar/blog/<slug>. */
export const blogPostSpec: ParamPageSpec<{ slug: string }, BlogPost> = {
  load: ({ slug }, locale) => getPost(slug, locale),
  metadata: (post) => blogPostMetadata(post),
  render: (post) => <BlogPostPage post={post} />,
};
