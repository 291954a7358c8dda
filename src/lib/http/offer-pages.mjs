// The pre-rendered pages that show a limited-time offer (their HTML holds a part marked
// data-offer: src/lib/offer/offer-window.mjs): server.mjs serves them itself, rewritten for the
// moment of the request, so that the sale's prices, banner and JSON-LD go and the list prices
// come when the offer ends, without a deploy and without JavaScript. Every other page is left
// to Next.js untouched: which pages these are is read from the build once, at start.
//
// The rewritten page depends only on the offer's phase, so each page is rewritten (and
// compressed) once per phase it is served in, not per request. Its Cache-Control makes a cache
// ask again each time: a stored copy would outlive the offer.
//
// Plain ESM because server.mjs runs outside the Next bundle.
import { gzipSync } from "node:zlib";

import { holdsOffer, offerEnds, offerPhase, rewriteOfferHtml } from "../offer/offer-window.mjs";
import { sendHtml } from "./not-found.mjs";

/**
 * The offer pages of a build (`pages`: builtPages()), { routes, match }. `endsAt`: the end set by
 * OFFER_ENDS_AT, which replaces the one the pages were built with. `match(method, pathname,
 * headers)` is null for any request but a GET or HEAD of an offer page (not one of Next's
 * client router, `rsc` header), else { route, send(req, res, now) }.
 */
export function offerPages(pages, { endsAt } = {}) {
  const documents = new Map();
  for (const page of pages) {
    if (holdsOffer(page.html)) documents.set(page.route, page.html);
  }
  const served = new Map();

  function body(route, now) {
    const html = documents.get(route);
    const ends = endsAt ? [endsAt] : offerEnds(html);
    const key = `${route} ${ends.map((end) => offerPhase(end, now)).join(" ")}`;
    let entry = served.get(key);
    if (!entry) {
      const plain = Buffer.from(rewriteOfferHtml(html, { now, endsAt }), "utf8");
      entry = { plain, gzip: gzipSync(plain) };
      served.set(key, entry);
    }
    return entry;
  }

  return {
    routes: [...documents.keys()],
    match(method, pathname, headers) {
      if (!documents.has(pathname)) return null;
      if ((method !== "GET" && method !== "HEAD") || headers.rsc !== undefined) return null;
      return {
        route: pathname,
        send(req, res, now = Date.now()) {
          sendHtml(req, res, {
            status: 200,
            body: body(pathname, now),
            headers: { "Cache-Control": "public, no-cache", Vary: "Accept-Encoding, rsc" },
          });
        },
      };
    },
  };
}
