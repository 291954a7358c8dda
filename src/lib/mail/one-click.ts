import "server-only";

import { localizeHref, type Locale } from "@/config/locales";
import { NEWSLETTER_PATHS } from "@/config/routes";
import { readFormWithin } from "@/lib/http/bounded-form";
import { BODY_LIMITS } from "@/lib/http/edge.mjs";

import { unsubscribe } from "./newsletter";
import { isUnsubscribeTokenShape } from "./newsletter-links";

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * Whether the body is the form RFC 8058 §3.1 names, `List-Unsubscribe=One-Click`, as
 * multipart/form-data (SHOULD) or urlencoded (MAY), within the one-click's few bytes
 * (BODY_LIMITS.oneClick): anything else (text/plain, JSON, no body, a larger one) is not.
 */
async function asksToUnsubscribe(request: Request): Promise<boolean> {
  const form = await readFormWithin(request, BODY_LIMITS.oneClick);
  return form instanceof FormData && form.get("List-Unsubscribe") === "One-Click";
}

/**
 * One-click unsubscribe (RFC 8058): the URL of every newsletter email's List-Unsubscribe header
 * (/newsletter/one-click, or /ar/newsletter/one-click in an Arabic subscriber's emails), which
 * the recipient's mail provider posts `List-Unsubscribe=One-Click` to. Unsubscribes at once. Every
 * token of the right shape gets the same 200 answer, whether it unsubscribed someone now, its
 * address was already gone, or it was forged (for an id that exists or not): the answer never
 * tells which subscriber ids exist. 400 for another body or a token of the wrong shape. Someone
 * opening the URL in a browser is sent to the unsubscribe page of the same language, with its
 * button.
 */
export function oneClickHandlers(locale: Locale) {
  async function POST(request: Request) {
    const token = new URL(request.url).searchParams.get("t") ?? "";
    if (!(await asksToUnsubscribe(request))) {
      return new Response("Expected List-Unsubscribe=One-Click\n", { status: 400, headers });
    }
    if (!isUnsubscribeTokenShape(token)) {
      return new Response("invalid\n", { status: 400, headers });
    }
    await unsubscribe(token);
    return new Response("unsubscribed\n", { status: 200, headers });
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
