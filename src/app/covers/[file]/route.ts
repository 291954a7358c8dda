import { coverSvg } from "@/components/blog/cover-art";
import { getAllPosts } from "@/lib/collections/blog";

// One cover per post, drawn at build time and served as a static file.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return getAllPosts().map((post) => ({ file: `${post.slug}.svg` }));
}

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const post = getAllPosts().find((candidate) => `${candidate.slug}.svg` === file);
  if (!post) return new Response("Not found", { status: 404 });
  return new Response(coverSvg(post), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
