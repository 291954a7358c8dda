import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BlogPostsSection } from "@/components/blog/blog-posts-section";
import { NewsletterSection } from "@/components/blog/newsletter-section";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { blogCategoryHero } from "@/content/blog-page";
import { INITIAL_POSTS } from "@/lib/blog-pages";
import { getBlogCategoryPages } from "@/lib/collections/blog";
import { buildMetadata } from "@/lib/metadata";

interface CategoryPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getBlogCategoryPages().map((category) => ({ slug: category.slug }));
}

async function categoryOf({ params }: CategoryPageProps) {
  const { slug } = await params;
  return getBlogCategoryPages().find((category) => category.slug === slug);
}

export async function generateMetadata(props: CategoryPageProps): Promise<Metadata> {
  const category = await categoryOf(props);
  if (!category) return {};
  return buildMetadata({
    path: category.path,
    title: category.title,
    description: category.description,
  });
}

/** A category of the blog as a page of its own: its posts, five at first like /blog. */
export default async function BlogCategoryPage(props: CategoryPageProps) {
  const category = await categoryOf(props);
  if (!category) notFound();
  return (
    <>
      <BreadcrumbJsonLd path={category.path} title={category.title} />
      <Hero hero={blogCategoryHero(category.name, category.description)} size="md" />
      <BlogPostsSection posts={category.posts} initialCount={INITIAL_POSTS} instant={false} />
      <NewsletterSection />
    </>
  );
}
