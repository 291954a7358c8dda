import { isFormKind } from "@/lib/forms/registry";
import { formToken } from "@/lib/forms/submit";

export const dynamic = "force-dynamic";

/**
 * A fresh time-trap token for a form, bound to the requesting client, fetched by a form whose
 * HTML carries none (the newsletter of the static /blog) once the page is interactive.
 */
export async function GET(request: Request) {
  const form = new URL(request.url).searchParams.get("form");
  if (!form || !isFormKind(form)) {
    return Response.json({ error: "unknown form" }, { status: 400 });
  }
  return Response.json(
    { token: await formToken(form, request.headers) },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}
