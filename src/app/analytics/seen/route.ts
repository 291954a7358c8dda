import { activatedView } from "@/lib/analytics/activation";
import { recordPageView } from "@/lib/analytics/ingest";
import { listPublicPagesInAllLocales } from "@/lib/pages";

export const dynamic = "force-dynamic";

let pages: Set<string> | null = null;
const isPage = (path: string) =>
  (pages ??= new Set(listPublicPagesInAllLocales().map((page) => page.path))).has(path);

/**
 * The activation beacon of a prerendered page the visitor opened (src/lib/analytics/activation.ts):
 * counted as that page's view, written at once. Always 204: a beacon reads no answer.
 */
export async function POST(request: Request): Promise<Response> {
  const view = activatedView(await request.text(), request.headers, isPage);
  if (view) {
    await recordPageView(view).catch((error: unknown) =>
      console.error("[analytics] activation not counted:", error),
    );
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
