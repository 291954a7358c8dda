import type { NextConfig } from "next";

// Response headers (security headers, the CSP, the inbox's no-store/noindex) are all set by
// server.mjs (src/lib/security/headers.mjs and csp.mjs), not here.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "@resvg/resvg-js", "wawoff2"],
  // The 404 page for unmatched paths is src/app/global-not-found.tsx, a document of its own:
  // a root not-found.tsx would put its tree (header and footer) in every page's payload.
  experimental: { globalNotFound: true },
};

export default nextConfig;
