// The headers server.mjs sets on every response (pages, the 404, /admin, files, redirects), next
// to the Content-Security-Policy it computes per response (csp.mjs). server.mjs is the only
// place that sets response headers; `next dev` sends none of them. Plain ESM for server.mjs.
const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

// The inbox and the forms' endpoints: never indexed, never cached. A route handler's own
// Cache-Control or X-Robots-Tag does not replace these (Next keeps a header already set).
const PRIVATE_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };
const PRIVATE_PATH = /^\/(admin|forms)(\/|$)/;

// The portraits and the blog's covers: SVG files drawn at build time from the people's names
// and the posts (src/app/portraits, src/app/covers: /covers/<slug>.svg, the Arabic ones
// /covers/ar/<slug>.svg). Their URLs carry no hash, so a week fresh, then served stale while
// the browser checks (a renamed post redraws within days).
const DRAWING_HEADERS = {
  "Cache-Control": "public, max-age=604800, stale-while-revalidate=2592000",
};
const DRAWING_PATH = /^\/(portraits|covers|covers\/ar)\/[^/]+\.svg$/;

// The typefaces (public/fonts, scripts/subset-fonts.mjs): a file's name is its content's hash,
// so a new subset is a new URL and the old one can be kept for good.
const FONT_HEADERS = { "Cache-Control": "public, max-age=31536000, immutable" };
const FONT_PATH = /^\/fonts\/(?:inter|noto-sans-arabic)-[0-9a-f]{12}\.woff2$/;

/** The headers for a response to `pathname`, besides the Content-Security-Policy. */
export function responseHeaders(pathname) {
  if (PRIVATE_PATH.test(pathname)) return { ...SECURITY_HEADERS, ...PRIVATE_HEADERS };
  if (DRAWING_PATH.test(pathname)) return { ...SECURITY_HEADERS, ...DRAWING_HEADERS };
  if (FONT_PATH.test(pathname)) return { ...SECURITY_HEADERS, ...FONT_HEADERS };
  return SECURITY_HEADERS;
}
