import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PostHeader } from "@/components/blog/post-header";
import { RelatedPosts } from "@/components/blog/related-posts";
import { BreadcrumbJsonLd, JsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Prose } from "@/components/ui/prose";
import { blogPostCopy } from "@/content/blog-page";
import { getAllPosts, getPost, getRelatedPosts, toSummary } from "@/lib/collections/blog";
import { renderMarkdown } from "@/lib/markdown";
import { buildMetadata } from "@/lib/metadata";
import { blogPostingJsonLd } from "@/lib/structured-data";

interface PostPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  const meta = buildMetadata({
    path: post.href,
    title: post.title,
    description: post.excerpt,
    type: "article",
  });
  return {
    ...meta,
    authors: [{ name: post.author }],
    openGraph: {
      ...meta.openGraph,
      type: "article",
      publishedTime: post.date,
      authors: [post.author],
      section: post.category,
    },
  };
}

export default async function BlogPostPage({ params }: PostPageProps) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const { html } = await renderMarkdown(post.body);
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
      <RelatedPosts posts={getRelatedPosts(post.slug)} />
      <CtaBanner cta={blogPostCopy.cta} />
    </>
  );
}
