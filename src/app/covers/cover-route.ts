import { postCoverSvg } from "@/components/blog/cover-art";
import type { Locale } from "@/config/locales";
import { getAllPosts } from "@/lib/collections/blog";

/** The covers' routes in every language (/covers/<file>, /covers/ar/<file>): one file per post. */
export function coverFiles(): { file: string }[] {
  return getAllPosts().map((post) => ({ file: `${post.slug}.svg` }));
}

/** A post's cover in a language, drawn at build time; 404 for a file that names no post. */
export function coverResponse(file: string, locale: Locale): Response {
  const svg = file.endsWith(".svg")
    ? postCoverSvg(file.slice(0, -".svg".length), locale)
    : undefined;
  if (!svg) return new Response("Not found", { status: 404 });
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
