// The 404 documents of the locales with a path prefix (/ar/...): server.mjs answers a GET or HEAD
// for a path under a locale's prefix that Next.js would answer with its 404 with that locale's
// pre-rendered 404 document instead (src/config/not-found.mjs), so that an unknown Arabic address
// gets an Arabic page: lang="ar", right to left, the Arabic header and footer. Next.js cannot do
// it itself: it routes an unmatched path to src/app/global-not-found.tsx, one document in the
// default locale, and a catch-all page under the prefix calling notFound() made it answer an
// empty document without JavaScript.
//
// Which documents there are and which paths Next.js would 404 are read from the build (the pages
// pre-rendered from LOCALE_NOT_FOUND_ROUTE, and servedPaths() in src/lib/build/build-output.mjs:
// the pre-rendered pages, the pages rendered on request and the route handlers), not decided
// again here. Plain ESM because server.mjs runs outside the Next bundle; it imports nothing of
// the TypeScript locale registry, whose locales reach it through the build.
import { gzipSync } from "node:zlib";

import { routeOfRequest } from "../build/build-output.mjs";

/**
 * The app route the prefixed locales' 404 documents are pre-rendered from
 * (src/app/(intl)/[locale]/not-found/page.tsx): one page per locale, at <prefix>/not-found.
 */
export const LOCALE_NOT_FOUND_ROUTE = "/[locale]/not-found";

/**
 * The quality an Accept or Accept-Encoding header gives the first of `names` it lists (`names`
 * most specific first, as acceptsHtml gives them), 0 when it lists none of them.
 */
function quality(header, names) {
  const listed = new Map();
  for (const part of header.split(",")) {
    const [name, ...parameters] = part.split(";").map((item) => item.trim().toLowerCase());
    if (!name || listed.has(name)) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    listed.set(name, q === undefined ? 1 : Number(q.slice(q.indexOf("=") + 1)) || 0);
  }
  const first = names.find((name) => listed.has(name));
  return first === undefined ? 0 : (listed.get(first) ?? 0);
}

/** Whether a client takes an HTML answer (no Accept header: it takes anything). */
export function acceptsHtml(accept) {
  if (accept === undefined || accept.trim() === "") return true;
  return quality(accept, ["text/html", "text/*", "*/*"]) > 0;
}

/** Whether a client takes a gzip answer (only when it says so, as Next.js does). */
export function acceptsGzip(acceptEncoding) {
  return preferredEncoding(acceptEncoding, ["gzip"]) === "gzip";
}

/**
 * The content coding of `available` (the server's order of preference) a client takes best by
 * its Accept-Encoding (RFC 9110 12.5.3), or null to send the content as it is. Only a coding the
 * client names, or `*`, is taken: without the header, the content goes as it is.
 */
export function preferredEncoding(acceptEncoding, available) {
  if (acceptEncoding === undefined) return null;
  let best = null;
  let bestQuality = 0;
  for (const name of available) {
    const q = quality(acceptEncoding, [name, "*"]);
    if (q > bestQuality) {
      best = name;
      bestQuality = q;
    }
  }
  return best;
}

/**
 * Answers with a pre-rendered HTML document the server serves itself (`body`: { plain, gzip },
 * both Buffers), gzipped when the client takes it; `headers` adds Cache-Control and Vary.
 */
export function sendHtml(req, res, { status, body, headers }) {
  const gzip = acceptsGzip(req.headers["accept-encoding"]);
  const content = gzip ? body.gzip : body.plain;
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", content.length);
  res.end(req.method === "HEAD" ? undefined : content);
}

/**
 * Whether Next.js would answer a path with its 404: it is no pre-rendered page and matches no
 * page rendered on request nor any route handler (`served`: servedPaths()).
 */
export function isUnmatched(pathname, served) {
  return (
    !served.routes.has(routeOfRequest(pathname)) &&
    !served.patterns.some((pattern) => pattern.test(pathname))
  );
}

/**
 * Whether a request gets the 404 document `document` ({ prefix, route }): a GET or HEAD of a
 * browser (or any client that takes HTML) for a path under the document's prefix that Next.js
 * would 404, or for the document's own route (never a page of its own). Not a request of Next's
 * client router (`RSC` header: it wants the router's data, and Next.js answers it), nor a path
 * with a trailing slash (Next.js redirects it to the path without first).
 */
export function takesNotFoundDocument({ method, headers }, pathname, { document, served }) {
  if (method !== "GET" && method !== "HEAD") return false;
  if (headers.rsc !== undefined) return false;
  if (!pathname.startsWith(`${document.prefix}/`) || pathname.endsWith("/")) return false;
  if (!acceptsHtml(headers.accept)) return false;
  return pathname === document.route || isUnmatched(pathname, served);
}

/**
 * The build's 404 documents of the locales with a prefix, ready to answer with: one
 * { route, answers(req, pathname), send(req, res) } per route pre-rendered from
 * LOCALE_NOT_FOUND_ROUTE (`routes`, ["/ar/not-found"]), the locale's prefix being the route's
 * parent path. `pages` are the build's pre-rendered pages (builtPages()); `served` what else it
 * answers (servedPaths()). Empty when the build has none.
 */
export function localeNotFoundDocuments(routes, pages, served) {
  return routes
    .map((route) =>
      notFoundResponder({ prefix: route.slice(0, route.lastIndexOf("/")), route }, pages, served),
    )
    .filter((responder) => responder !== null);
}

/**
 * A 404 document ({ prefix, route }) of the build, ready to answer with: { route,
 * answers(req, pathname), send(req, res) }, or null when the build has not pre-rendered it. The
 * caller sets the security headers and the policy, whose script hashes are those of `route`.
 */
export function notFoundResponder(document, pages, served) {
  const page = pages.find((candidate) => candidate.route === document.route);
  if (!page) return null;
  const plain = Buffer.from(page.html, "utf8");
  const body = { plain, gzip: gzipSync(plain) };
  return {
    route: document.route,
    answers: (req, pathname) => takesNotFoundDocument(req, pathname, { document, served }),
    send(req, res) {
      sendHtml(req, res, {
        status: 404,
        body,
        headers: {
          // As Next.js answers its own 404: never stored.
          "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
          // The same URL gets Next's answer for the client router (RSC) or a client without HTML.
          Vary: "Accept, Accept-Encoding, rsc",
        },
      });
    },
  };
}
