import type { Metadata } from "next";

import { BlogPostsSection } from "@/components/blog/blog-posts-section";
import { NewsletterSection } from "@/components/blog/newsletter-section";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { blogFeed, blogHero } from "@/content/blog-page";
import { INITIAL_POSTS } from "@/lib/blog-pages";
import { getPostSummaries } from "@/lib/collections/blog";
import { pageMetadata } from "@/lib/metadata";

const base = pageMetadata("/blog");

export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { "application/rss+xml": [{ url: blogFeed.path, title: blogFeed.title }] },
  },
};

export default function BlogPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/blog" />
      <Hero hero={blogHero} size="md" />
      <BlogPostsSection posts={getPostSummaries()} initialCount={INITIAL_POSTS} instant />
      <NewsletterSection />
    </>
  );
}
