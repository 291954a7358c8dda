import { isFormKind } from "@/lib/forms/registry";
import { handleSubmission } from "@/lib/forms/submit";
import { readFormWithin } from "@/lib/http/bounded-form";
import { allowedHosts, BODY_LIMITS, sameSiteOrigin, trustsProxy } from "@/lib/http/edge.mjs";

export const dynamic = "force-dynamic";

const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

function refuse(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: HEADERS });
}

/**
 * Whether the request comes from a page of this site: its Origin (which a browser sends with
 * every POST) is the origin the site was asked for, under an address it is served under, as the
 * HTTP edge reckons it (sameSiteOrigin). The edge already refuses another Origin; this also
 * refuses a missing one, which no browser's fetch omits.
 */
function sameOrigin(request: Request): boolean {
  return sameSiteOrigin(
    {
      origin: request.headers.get("origin"),
      host: request.headers.get("host") ?? new URL(request.url).host,
      forwardedHost: request.headers.get("x-forwarded-host"),
      forwardedProto: request.headers.get("x-forwarded-proto"),
    },
    { trusted: trustsProxy(), hosts: allowedHosts(), required: true },
  );
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
