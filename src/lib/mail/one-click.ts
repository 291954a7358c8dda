import "server-only";

import { localizeHref, type Locale } from "@/config/locales";
import { NEWSLETTER_PATHS } from "@/config/routes";

import { unsubscribe } from "./newsletter";

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * One-click unsubscribe (RFC 8058): the URL of every newsletter email's List-Unsubscribe header
 * (/newsletter/one-click, or /ar/newsletter/one-click in an Arabic subscriber's emails), which
 * the recipient's mail provider posts `List-Unsubscribe=One-Click` to. Unsubscribes at once; 200
 * also when the address was already gone, 400 for a forged token. Someone opening the URL in a
 * browser is sent to the unsubscribe page of the same language, with its button.
 */
export function oneClickHandlers(locale: Locale) {
  async function POST(request: Request) {
    const token = new URL(request.url).searchParams.get("t") ?? "";
    const form = await request.text().catch(() => "");
    if (new URLSearchParams(form).get("List-Unsubscribe") !== "One-Click") {
      return new Response("Expected List-Unsubscribe=One-Click\n", { status: 400, headers });
    }
    const outcome = await unsubscribe(token);
    return new Response(`${outcome}\n`, { status: outcome === "invalid" ? 400 : 200, headers });
  }

  function GET(request: Request) {
    const token = new URL(request.url).searchParams.get("t") ?? "";
    const path = `${NEWSLETTER_PATHS.unsubscribe}?t=${encodeURIComponent(token)}`;
    return new Response(null, {
      status: 303,
      headers: { ...headers, Location: localizeHref(path, locale) },
    });
  }

  return { GET, POST };
}
