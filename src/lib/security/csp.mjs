// Content-Security-Policy without 'unsafe-inline' for scripts. Plain ESM (no TypeScript) because
// server.mjs, which sets the header on every response, runs outside the Next.js bundle.
//
// - Pre-rendered pages: each inline <script> of the built HTML is allowed by its SHA-256 hash,
//   computed from the built pages (src/lib/build/build-output.mjs) when the server starts (Next's
//   streamed RSC payload and our theme script are inline scripts whose content is fixed at build
//   time).
// - Pages rendered per request (/admin, a form POST without JavaScript): a fresh nonce per
//   request, put in the request's CSP header, where Next.js reads it and adds it to the scripts
//   it renders. Our own inline script (the theme) is also allowed by hash there.
import { createHash, randomBytes } from "node:crypto";

import { routeOfRequest } from "../build/build-output.mjs";

const DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // React sets style attributes and Next inlines font-face rules: styles cannot run code.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "media-src": ["'self'"],
  "worker-src": ["'self'", "blob:"],
  "frame-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/** The policy, with a nonce and hash sources added to script-src. */
export function contentSecurityPolicy({ nonce, hashes = [] } = {}) {
  const directives = { ...DIRECTIVES };
  directives["script-src"] = [
    ...DIRECTIVES["script-src"],
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...hashes,
  ];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function newNonce() {
  return randomBytes(16).toString("base64");
}

// Speculation Rules are inline scripts to the CSP too: allowed by their hash like the others.
const EXECUTABLE_TYPES = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
  "speculationrules",
]);

/** 'sha256-…' sources of the inline scripts a browser would run in this HTML (not JSON-LD). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const digest = createHash("sha256").update(match[2], "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * Hashes of every pre-rendered page of a build (`builtPages()`), by route; the hashes every
 * page shares (the head script); and those of every script of ours (marked data-site-script)
 * on any page: a page rendered per request may carry any of them (the help search's results
 * carry the scripts of the parts the client router can bring in).
 */
export function pageHashTable(builtPages) {
  const pages = new Map();
  const site = new Set();
  for (const page of builtPages) {
    pages.set(page.route, inlineScriptHashes(page.html));
    const ours = page.html.match(/<script\b[^>]*\sdata-site-script\b[^>]*>[\s\S]*?<\/script>/g);
    for (const hash of inlineScriptHashes((ours ?? []).join(""))) site.add(hash);
  }
  const all = [...pages.values()];
  const common = all.length
    ? all[0].filter((hash) => all.every((list) => list.includes(hash)))
    : [];
  return { pages, common, site: [...site] };
}

/**
 * The script hashes for a request path: its page's; else (a page rendered per request, an
 * unknown path) the 404 page's and those of every script of ours.
 */
export function hashesForPath(table, pathname) {
  const page = table.pages.get(routeOfRequest(pathname));
  if (page) return page;
  const base = table.pages.get("/_not-found") ?? table.common;
  return [...new Set([...base, ...table.site])];
}
