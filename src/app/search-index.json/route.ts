import { searchIndexResponse } from "@/lib/search/index-route";

/** The English site's search index, built once at build time and served as a static JSON file. */
export const dynamic = "force-static";

export function GET() {
  return searchIndexResponse("en");
}
