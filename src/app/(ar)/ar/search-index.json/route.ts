import { searchIndexResponse } from "@/lib/search/index-route";

/** The Arabic site's search index (its own pages, /ar/...), built once at build time. */
export const dynamic = "force-static";

export function GET() {
  return searchIndexResponse("ar");
}
