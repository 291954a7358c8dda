#!/usr/bin/env node
// Production server: Next's request handler behind a plain Node HTTP server, so that
//  - it refuses to start on a build it must not serve (none, no pre-rendered page, or pages
//    that missed the paint-first step): see src/lib/build/build-output.mjs;
//  - it refuses to start with an ADMIN_PASSWORD that fails the inbox's password policy: see
//    src/lib/admin/password-policy.mjs;
//  - the client's socket address reaches the app in `x-client-ip` (replacing anything a client
//    sent), which the per-client rate limit needs and Next does not expose;
//  - SIGTERM/SIGINT close the HTTP server and the database cleanly (PGlite must be closed):
//    see src/lib/db/shutdown.mjs;
//  - it refuses to start on a data directory other users may write, and makes the one it uses
//    private to its user: see src/lib/db/data-dir.mjs;
//  - it is the one place that sets response headers: the security headers
//    (src/lib/security/headers.mjs) and a Content-Security-Policy whose scripts are allowed by
//    hash (pages pre-rendered at build) or by a per-request nonce (pages rendered on demand),
//    never by 'unsafe-inline': see src/lib/security/csp.mjs;
//  - hostile or broken requests (a foreign request target, a malformed escape, a method the
//    path does not take, a cross-origin or over-limit or malformed form post) are answered
//    here with the right status before Next sees them, forwarding headers are believed only
//    with TRUST_PROXY=1, and slow clients are timed out: see src/lib/http/edge.mjs;
//  - what Node's HTTP parser refuses itself (400, 408, 431) is answered with the same headers;
//  - the pre-rendered pages holding a form get their visitor's token when served, and
//    /contact?service=&plan= the variant pre-rendered for that choice: see
//    src/lib/http/form-pages.mjs;
//  - the pre-rendered pages showing a limited-time offer are served rewritten for the moment of
//    the request (sale parts before the offer's end, list prices after it; OFFER_ENDS_AT moves
//    the end without a deploy): see src/lib/http/offer-pages.mjs;
//  - an unknown address under a locale's prefix (/ar/...) gets that locale's pre-rendered 404
//    document, where Next would answer the default locale's: see src/lib/http/not-found.mjs;
//  - every other pre-rendered page, and every built asset, is served from memory as the build
//    compressed it (Brotli or gzip, by Accept-Encoding, with its ETag), without Next.js: see
//    src/lib/http/static-files.mjs;
//  - every response sent is handed to the first-party analytics, which count the page views
//    off the request path: see src/lib/analytics/meeting.mjs.
import { createServer } from "node:http";

import next from "next";

import { ownerEnvironmentProblem } from "./src/lib/admin/password-policy.mjs";
import { countResponse } from "./src/lib/analytics/meeting.mjs";
import {
  buildLayout,
  builtPages,
  prerenderedRoutesOf,
  routeHandlerPatterns,
  servedPaths,
  serverActionPages,
  unservableBuild,
} from "./src/lib/build/build-output.mjs";
import { dataDirPath, secureDataDir } from "./src/lib/db/data-dir.mjs";
import { closeDatabase } from "./src/lib/db/shutdown.mjs";
import { visitorToken } from "./src/lib/forms/visitor-token.mjs";
import {
  allowedHosts,
  answer,
  answerClientErrors,
  bodyIsAcceptable,
  bodyLimitOf,
  closesAfterAnswer,
  discardBody,
  dropUntrustedForwarding,
  fieldCount,
  needsBodyCheck,
  normalisePath,
  readBody,
  refusal,
  SERVER_TIMEOUTS,
  trustsProxy,
  withBody,
} from "./src/lib/http/edge.mjs";
import { formPages } from "./src/lib/http/form-pages.mjs";
import { LOCALE_NOT_FOUND_ROUTE, localeNotFoundDocuments } from "./src/lib/http/not-found.mjs";
import { offerPages } from "./src/lib/http/offer-pages.mjs";
import { staticAssets, staticPages } from "./src/lib/http/static-files.mjs";
import { offerEndOverride } from "./src/lib/offer/offer-window.mjs";
import {
  contentSecurityPolicy,
  hashesForPath,
  newNonce,
  pageHashTable,
} from "./src/lib/security/csp.mjs";
import { responseHeaders } from "./src/lib/security/headers.mjs";
import { getSecret } from "./src/lib/security/secrets.mjs";

/** Stops the start with the reason, before anything is served. */
function refuseToStart(reason) {
  console.error(`Cedarwave will not start: ${reason}`);
  process.exit(1);
}

// An ADMIN_PASSWORD that fails the password policy (src/lib/admin/password-policy.mjs): refused
// before anything else, since the owner account would be set to it.
const ownerProblem = ownerEnvironmentProblem(process.env);
if (ownerProblem) refuseToStart(ownerProblem);
// OFFER_ENDS_AT, when set, must be a date and time with its zone.
const offerEnd = offerEndOverride(process.env.OFFER_ENDS_AT);
if (offerEnd instanceof Error) refuseToStart(offerEnd.message);
const layout = buildLayout(import.meta.dirname);
const pages = [...builtPages(layout)];
const unservable = unservableBuild(layout, pages);
if (unservable) refuseToStart(unservable);
// DATA_DIR made private to this user (0700, files 0600), or the server refuses to start on one
// another user owns or may write: see src/lib/db/data-dir.mjs.
try {
  secureDataDir(dataDirPath());
} catch (error) {
  refuseToStart(error.message);
}
// The secrets (generated into DATA_DIR on a first start without them in the environment) are
// made here, before Next's server bundle reads them: both then read the same file.
getSecret("FORM_SECRET");
const pageHashes = pageHashTable(pages);
const routeHandlers = routeHandlerPatterns(layout);
const actions = serverActionPages(layout);
const trusted = trustsProxy();
const hosts = allowedHosts();
const notFoundDocuments = localeNotFoundDocuments(
  prerenderedRoutesOf(layout, LOCALE_NOT_FOUND_ROUTE),
  pages,
  servedPaths(layout, pages),
);
if (notFoundDocuments.length === 0) {
  console.warn(
    "The build has no 404 document of a prefixed locale: unknown /ar paths get the default 404.",
  );
}

const forms = formPages(pages);
const offers = offerPages(pages, { endsAt: offerEnd });
// Their headers, policy included, are made once: a page's scripts are allowed by their hashes
// (nothing renders them per request, so no nonce).
const files = staticPages(pages, {
  served: new Set([
    ...forms.routes,
    ...offers.routes,
    ...notFoundDocuments.map((document) => document.route),
  ]),
  headersOf: (route) => ({
    ...responseHeaders(route),
    "Content-Security-Policy": contentSecurityPolicy({ hashes: hashesForPath(pageHashes, route) }),
  }),
});
const assets = staticAssets(layout.staticDir, {
  headersOf: (url) => ({
    ...responseHeaders(url),
    "Content-Security-Policy": contentSecurityPolicy(),
  }),
});
if (files.stale + assets.stale > 0) {
  console.warn(
    `${files.stale} page(s) and ${assets.stale} asset(s) had no compressed copies of their ` +
      "content from the build: compressed at start instead (`npm run build` makes them).",
  );
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND ?? process.env.HOST ?? "0.0.0.0";

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

async function serve(req, res) {
  dropUntrustedForwarding(req.headers, trusted);
  req.headers["x-client-ip"] = req.socket.remoteAddress ?? "";
  const url = req.url ?? "/";
  const target = normalisePath(url);
  const pathname = target?.decoded ?? "/";
  const search = url.includes("?") ? url.slice(url.indexOf("?")) : "";
  // A pre-rendered page or a built asset at its own address (any other spelling of it is
  // redirected below) is sent as it is, its headers made at start; a request without Host or
  // with a body takes the way below.
  const plain =
    target?.path === url.split("?")[0] &&
    (req.headers.host !== undefined || req.httpVersion !== "1.1") &&
    req.headers["content-length"] === undefined &&
    req.headers["transfer-encoding"] === undefined;
  const file = plain
    ? (files.match(req.method, pathname, search, req.headers) ??
      assets.match(req.method, pathname, search, req.headers))
    : null;
  // Once sent, the response is handed to the analytics, which count it if it is a page view
  // (src/lib/analytics/page-view.ts) and write it off the request path.
  res.once("finish", () =>
    countResponse({
      method: req.method ?? "GET",
      path: pathname,
      search,
      status: res.statusCode,
      contentType: file?.type ?? String(res.getHeader("content-type") ?? ""),
      headers: req.headers,
      at: new Date(),
    }),
  );
  if (file) return file.send(req, res);
  const notFound = notFoundDocuments.find((document) => document.answers(req, pathname)) ?? null;
  const formPage = notFound ? null : forms.match(req.method, pathname, search, req.headers);
  const offerPage = notFound || formPage ? null : offers.match(req.method, pathname, req.headers);
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    hashes: hashesForPath(
      pageHashes,
      notFound?.route ?? formPage?.route ?? offerPage?.route ?? pathname,
    ),
  });
  // Next.js reads the nonce from the request's policy and puts it on the scripts it renders.
  req.headers["content-security-policy"] = policy;
  res.setHeader("Content-Security-Policy", policy);
  for (const [name, value] of Object.entries(responseHeaders(pathname))) {
    res.setHeader(name, value);
  }
  // An HTTP/1.1 request without Host (RFC 9112 3.2): Node would answer it bare; here, with
  // the security headers.
  if (req.httpVersion === "1.1" && !req.headers.host) {
    if (!req.complete) discardBody(req);
    return answer(req, res, { status: 400, close: true });
  }
  const refused = refusal(req, { routeHandlers, actions, trusted, hosts });
  if (refused) {
    // The rest of what the client sends is read and dropped (up to a bound), so that it reads
    // the answer and its connection stays usable.
    const close = !req.complete && closesAfterAnswer(req);
    if (!req.complete) discardBody(req);
    answer(req, res, { ...refused, close });
    return;
  }
  if (notFound) return notFound.send(req, res);
  if (formPage?.redirect) return answer(req, res, { status: 308, location: formPage.redirect });
  if (formPage?.send) return formPage.send(req, res, visitorToken);
  if (formPage?.url) req.url = formPage.url;
  if (offerPage) return offerPage.send(req, res);
  let request = req;
  if (req.method === "POST") {
    // Every body is read here within its route's limit, counted as it streams, before anything
    // parses it; Next.js then reads the copy.
    const limit = bodyLimitOf(pathname);
    const read = await readBody(req, limit);
    if ("tooLarge" in read || fieldCount(req.headers, read.body) > limit.fields) {
      return answer(req, res, { status: 413, limit });
    }
    if (needsBodyCheck(req) && !bodyIsAcceptable(req.headers, read.body, { actions, pathname })) {
      return answer(req, res, { status: 400 });
    }
    request = withBody(req, read.body);
  }
  // A body this server did not read (a GET's, which Next.js ignores) may still be arriving when
  // the answer is out: close such a connection, whose next request would wait behind it.
  const socket = req.socket;
  res.once("finish", () => {
    if (!req.complete) socket.end();
  });
  await handle(request, res);
}

const { keepAliveTimeout, ...timeouts } = SERVER_TIMEOUTS;
// A request without Host reaches serve(), which answers it with the security headers.
const server = createServer({ ...timeouts, requireHostHeader: false }, (req, res) => {
  serve(req, res).catch((error) => {
    // A client that breaks off its request (an aborted upload): not a fault of the site.
    console.warn("Request could not be read:", error.message);
    if (!res.headersSent) answer(req, res, { status: 400, close: true });
    else res.destroy();
  });
});
server.keepAliveTimeout = keepAliveTimeout;
// What Node's parser refuses (a malformed request, headers over its limit or late) never reaches
// serve(): Node would answer 400, 431 or 408 without the security headers. Same status, with them.
answerClientErrors(server, () => ({
  ...responseHeaders("/"),
  "Content-Security-Policy": contentSecurityPolicy(),
}));
server.listen(port, hostname, () => {
  console.log(
    `Cedarwave ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
  );
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections?.();
  try {
    if (!(await closeDatabase())) {
      console.error("No database was registered for shutdown (see src/lib/db/shutdown.mjs).");
    }
  } catch (error) {
    console.error("Error while closing the database:", error);
  }
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
