import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BlogPostPage, blogPostMetadata, blogPostParams } from "@/components/pages/blog-post-page";
import { getPost } from "@/lib/collections/blog";
interface PostPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return blogPostParams();
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const post = getPost((await params).slug, "en");
  return post ? blogPostMetadata(post) : {};
}

export default async function Page({ params }: PostPageProps) {
  const post = getPost((await params).slug, "en");
  if (!post) notFound();
  return <BlogPostPage post={post} />;
}
