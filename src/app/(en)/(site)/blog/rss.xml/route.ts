import { blogFeedResponse } from "@/lib/rss";

export const dynamic = "force-static";

/** The English blog's RSS 2.0 feed (English posts), built once at build time. */
export function GET(): Response {
  return blogFeedResponse("en");
}
