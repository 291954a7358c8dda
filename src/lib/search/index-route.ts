import "server-only";

import type { Locale } from "@/config/locales";

import { buildSearchIndex } from "./build-index";
import { gatherSearchDocuments } from "./sources";

/** A language's search index as the JSON response of its route (searchIndexUrl). */
export function searchIndexResponse(locale: Locale): Response {
  const index = buildSearchIndex(gatherSearchDocuments(locale));
  return new Response(JSON.stringify(index), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
