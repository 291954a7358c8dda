import { isFormKind } from "@/lib/forms/registry";
import { issueToken } from "@/lib/forms/token";
import { getSecret } from "@/lib/security/secrets";

export const dynamic = "force-dynamic";

/** A fresh time-trap token for a form, fetched by the form once the page is interactive. */
export function GET(request: Request) {
  const form = new URL(request.url).searchParams.get("form");
  if (!form || !isFormKind(form)) {
    return Response.json({ error: "unknown form" }, { status: 400 });
  }
  return Response.json(
    { token: issueToken(getSecret("FORM_SECRET"), form) },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}
