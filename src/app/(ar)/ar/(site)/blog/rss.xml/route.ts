import { blogFeedResponse } from "@/lib/rss";

export const dynamic = "force-static";

/** The Arabic blog's RSS 2.0 feed (Arabic posts), built once at build time. */
export function GET(): Response {
  return blogFeedResponse("ar");
}
