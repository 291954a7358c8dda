import { buildSearchIndex } from "@/lib/search/build-index";
import { gatherSearchDocuments } from "@/lib/search/sources";

/** The site search index, built once at build time and served as a static JSON file. */
export const dynamic = "force-static";

export function GET() {
  const index = buildSearchIndex(gatherSearchDocuments());
  return new Response(JSON.stringify(index), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
