// The pre-rendered pages and the built assets (/_next/static), served like files: compressed
// once at build (Brotli and gzip, beside each file: scripts/lib/precompress.mjs), held in memory
// from their first request, chosen by Accept-Encoding, with a strong ETag per representation and
// a 304 for a client that has it, without going through Next.js. Next.js compresses each of them
// again on every request (gzip only, chunked): a client that asked for Brotli alone got the raw
// HTML. What it answers is what it answered before, byte for byte once decoded; the pages the
// server rewrites per request (form pages with their token, offer pages, the locales' 404
// documents) are not served from here, and neither is any request of Next's client router.
//
// Which pages and assets these are is read from the build (builtPages(), the files under
// .next/static). A page or asset whose compressed copies are missing or older than it (a
// paint-first step re-run without them) is compressed at start instead, quickly, and the server
// says how many. Plain ESM because server.mjs runs outside the Next bundle.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import { isFrameworkPage } from "../build/build-output.mjs";
import { preferredEncoding } from "./not-found.mjs";

/** The compressed copies a file has beside it, by content coding (RFC 9110 8.4.1). */
export const COMPRESSED_COPIES = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

/** The content codings the copies come in, in the server's order of preference. */
const ENCODINGS = COMPRESSED_COPIES.map((copy) => copy.encoding);

/** The headers of Next's client router: a request carrying one wants its data, not the page. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
];

/** A page's Vary: as Next.js answers a pre-rendered page (the same URL serves its router). */
const PAGE_VARY = `${ROUTER_HEADERS.join(", ")}, Accept-Encoding`;

/** Content types of the built assets, by extension. */
const ASSET_TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};

/** Whether a file of this content type is worth compressing (fonts and images already are). */
export function compressible(type) {
  return /^(text\/|application\/(javascript|json)|image\/svg)/.test(type);
}

/** Brotli and gzip of `plain`, at a quality fast enough for a server's start. */
function compressNow(plain) {
  return {
    br: zlib.brotliCompressSync(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzip: zlib.gzipSync(plain, { level: 6 }),
  };
}

/**
 * The compressed copies of `file` (content `plain`), by encoding, each a function returning its
 * bytes: read from beside the file on its first use, when they are at least as recent as it (the
 * build step writes them after the page), else made now (`stale` then says so). A page's copies
 * are read when it is first asked for, not at start: nothing is held for a page nobody reads.
 */
function copiesOf(file, plain) {
  const copies = {};
  let stale = false;
  let written = 0;
  try {
    written = fs.statSync(file).mtimeMs;
  } catch {
    stale = true;
  }
  for (const { encoding, suffix } of COMPRESSED_COPIES) {
    try {
      if (fs.statSync(file + suffix).mtimeMs < written) stale = true;
      else copies[encoding] = () => fs.readFileSync(file + suffix);
    } catch {
      stale = true;
    }
  }
  if (!stale) return { copies, stale };
  const made = compressNow(Buffer.from(plain));
  return { copies: { br: () => made.br, gzip: () => made.gzip }, stale };
}

/** A representation's strong ETag: the content's hash, and the coding it is sent in. */
function etagOf(hash, encoding) {
  return `"${hash}${encoding ? `-${encoding}` : ""}"`;
}

/** Whether If-None-Match lists `etag` (weak comparison, RFC 9110 13.1.2), or is "*". */
export function matchesEtag(ifNoneMatch, etag) {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .includes(etag);
}

/**
 * One file ready to serve: each representation's body and whole header block, made once (on
 * its first use). `plain` is a Buffer (an asset) or the page's HTML as a string. `headers`: what
 * every answer with it carries (Cache-Control, Vary, the security headers and policy).
 */
function servedFile(file, plain, type, headers) {
  const length = Buffer.byteLength(plain);
  const hash = createHash("sha256").update(plain).digest("base64url").slice(0, 22);
  const { copies, stale } = compressible(type) ? copiesOf(file, plain) : { copies: {} };
  const representations = new Map();
  for (const encoding of [...ENCODINGS.filter((name) => copies[name]), null]) {
    const shared = { ...headers, "Content-Type": type, ETag: etagOf(hash, encoding) };
    const representation = {
      etag: shared.ETag,
      notModified: shared,
      // Its body and the headers of a 200, made on its first use.
      ok: null,
      body: null,
      prepare() {
        representation.body = encoding ? copies[encoding]() : plain;
        representation.ok = {
          ...shared,
          ...(encoding ? { "Content-Encoding": encoding } : {}),
          "Content-Length": encoding ? representation.body.length : length,
        };
      },
    };
    representations.set(encoding, representation);
  }
  return {
    type,
    representations,
    available: [...representations.keys()].filter(Boolean),
    stale: Boolean(stale),
  };
}

/**
 * Answers with a served file: the representation the client takes best (Brotli, gzip, or as
 * it is), or 304 when it already has that one.
 */
function sendFile(req, res, entry) {
  const encoding = preferredEncoding(req.headers["accept-encoding"], entry.available);
  const representation = entry.representations.get(encoding);
  if (matchesEtag(req.headers["if-none-match"], representation.etag)) {
    res.writeHead(304, representation.notModified);
    res.end();
    return;
  }
  if (!representation.ok) representation.prepare();
  res.writeHead(200, representation.ok);
  res.end(req.method === "HEAD" ? undefined : representation.body);
}

/** Whether a request is a GET or HEAD of a document or file, not one of Next's client router. */
function plainGet(method, headers, search) {
  if (method !== "GET" && method !== "HEAD") return false;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return false;
  return !/[?&]_rsc=/.test(search);
}

/**
 * The pre-rendered pages served like files (`pages`: builtPages(); `served`: the routes the
 * server answers otherwise, rewritten per request; `headersOf(route)`: the security headers and
 * policy of a page), { routes, stale, match }. `match(method, pathname, search, headers)` is
 * null for any request but a plain GET or HEAD of one of them at its own address, else
 * { route, type, send(req, res) }.
 */
export function staticPages(pages, { served = new Set(), headersOf = () => ({}) } = {}) {
  const entries = new Map();
  for (const page of pages) {
    if (isFrameworkPage(page.route) || served.has(page.route)) continue;
    const headers = {
      ...headersOf(page.route),
      "Cache-Control": "public, no-cache",
      Vary: PAGE_VARY,
    };
    entries.set(page.route, servedFile(page.file, page.html, "text/html; charset=utf-8", headers));
  }
  return {
    routes: [...entries.keys()],
    stale: [...entries.values()].filter((entry) => entry.stale).length,
    match(method, pathname, search, requestHeaders) {
      const entry = entries.get(pathname);
      if (!entry || !plainGet(method, requestHeaders, search)) return null;
      return { route: pathname, type: entry.type, send: (req, res) => sendFile(req, res, entry) };
    },
  };
}

/** The URL prefix of the built assets, and of the folder they are built into. */
const ASSET_PREFIX = "/_next/static/";

/**
 * The built assets under `staticDir` (.next/static) of a type this module serves, without their
 * compressed copies: { file, url, type }[]. What the build compresses and the server sends.
 */
export function builtAssets(staticDir) {
  if (!fs.existsSync(staticDir)) return [];
  const suffixes = COMPRESSED_COPIES.map((copy) => copy.suffix);
  return fs
    .readdirSync(staticDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !suffixes.some((end) => entry.name.endsWith(end)))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const url = ASSET_PREFIX + path.relative(staticDir, file).split(path.sep).join("/");
      return { file, url, type: ASSET_TYPES[path.extname(entry.name)] };
    })
    .filter((asset) => asset.type !== undefined);
}

/**
 * The built assets under `staticDir` (.next/static) served like files (`headersOf(url)`: their
 * security headers), { count, stale, match }: `match(method, pathname, search, headers)` is null
 * for any request but a plain GET or HEAD of one of them, else { type, send(req, res) }. Their
 * names hold their content's hash: cached for good.
 */
export function staticAssets(staticDir, { headersOf = () => ({}) } = {}) {
  const entries = new Map();
  for (const { file, url, type } of builtAssets(staticDir)) {
    const headers = {
      ...headersOf(url),
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    };
    entries.set(url, servedFile(file, fs.readFileSync(file), type, headers));
  }
  return {
    count: entries.size,
    stale: [...entries.values()].filter((entry) => entry.stale).length,
    match(method, pathname, search, requestHeaders) {
      if (!pathname.startsWith(ASSET_PREFIX)) return null;
      const entry = entries.get(pathname);
      if (!entry || !plainGet(method, requestHeaders, "")) return null;
      return { type: entry.type, send: (req, res) => sendFile(req, res, entry) };
    },
  };
}
