import { NEWSLETTER_PATHS } from "@/config/routes";
import { unsubscribe } from "@/lib/mail/newsletter";

export const dynamic = "force-dynamic";

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * One-click unsubscribe (RFC 8058): the URL of every newsletter email's List-Unsubscribe header,
 * which the recipient's mail provider posts `List-Unsubscribe=One-Click` to. Unsubscribes at
 * once; 200 also when the address was already gone, 400 for a forged token.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const form = await request.text().catch(() => "");
  if (new URLSearchParams(form).get("List-Unsubscribe") !== "One-Click") {
    return new Response("Expected List-Unsubscribe=One-Click\n", { status: 400, headers });
  }
  const outcome = await unsubscribe(token);
  return new Response(`${outcome}\n`, { status: outcome === "invalid" ? 400 : 200, headers });
}

/** Someone opening the header's URL in a browser gets the unsubscribe page and its button. */
export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const target = `${NEWSLETTER_PATHS.unsubscribe}?t=${encodeURIComponent(token)}`;
  return new Response(null, { status: 303, headers: { ...headers, Location: target } });
}
