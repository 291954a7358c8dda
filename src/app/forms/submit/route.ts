import { isFormKind } from "@/lib/forms/registry";
import { handleSubmission } from "@/lib/forms/submit";
import { readFormWithin } from "@/lib/http/bounded-form";
import { BODY_LIMITS } from "@/lib/http/edge.mjs";
import { sameOrigin } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

function refuse(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: HEADERS });
}

/**
 * A form's submission from a page without the framework (a form hydrated as an island,
 * src/components/forms/island-form.tsx), which has no Server Action client: `?form=<kind>` and
 * the form's fields, urlencoded. It runs exactly what the form's Server Action runs
 * (src/lib/forms/actions.ts) and answers the resulting FormState as JSON. Without JavaScript a
 * form still posts to its page's Server Action.
 */
export async function POST(request: Request) {
  if (!sameOrigin(request)) return refuse(403, "cross-origin");
  const form = new URL(request.url).searchParams.get("form");
  if (!form || !isFormKind(form)) return refuse(400, "unknown form");
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    return refuse(415, "urlencoded form expected");
  }
  const formData = await readFormWithin(request, BODY_LIMITS.form);
  if (formData === "too-large") return refuse(413, "form too large");
  if (!formData) return refuse(400, "unreadable form");
  const state = await handleSubmission(form, formData, request.headers);
  return Response.json(state, { headers: HEADERS });
}
