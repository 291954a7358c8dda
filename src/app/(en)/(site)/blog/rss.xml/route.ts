import { blogFeed } from "@/content/blog-page";
import { getPostSummaries } from "@/lib/collections/blog";
import { buildRssFeed } from "@/lib/rss";

export const dynamic = "force-static";

/** The blog's RSS 2.0 feed, built once at build time. */
export function GET(): Response {
  const xml = buildRssFeed({
    title: blogFeed.title,
    description: blogFeed.description,
    feedPath: blogFeed.path,
    sitePath: "/blog",
    posts: getPostSummaries(),
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
