// The site's canonical address, in one place for the pages (src/config/site.ts) and for the
// production server (server.mjs and src/lib/http/edge.mjs, which run outside the Next bundle).

/** The canonical address when NEXT_PUBLIC_SITE_URL is not set. */
const DEFAULT_SITE_URL = "https://www.cedarwave.example";

/**
 * The canonical address from the value of NEXT_PUBLIC_SITE_URL (passed as the literal
 * `process.env.NEXT_PUBLIC_SITE_URL`, which Next writes into the browser's bundles at build),
 * without a trailing slash.
 */
export function siteUrlOf(configured) {
  return (configured || DEFAULT_SITE_URL).replace(/\/$/, "");
}
