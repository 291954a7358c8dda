import type { NextConfig } from "next";

// Response headers (security headers, the CSP, the inbox's no-store/noindex) are all set by
// server.mjs (src/lib/security/headers.mjs and csp.mjs), not here.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite"],
};

export default nextConfig;
