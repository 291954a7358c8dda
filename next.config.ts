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
  // The site's images are static SVG files: the image optimiser (/_next/image) would only be a
  // way for anyone to make the server decode images and fill the build's cache. Off, it answers 404.
  images: { unoptimized: true },
  // scripts/test.sh runs `tsc --noEmit` on the whole project as a step of its own, before the
  // build, and sets SKIP_BUILD_TYPECHECK so the build does not check the same types again (47 s
  // on two cores). Every other build (npm run build) checks them.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Browsers and crawlers ask for /favicon.ico whatever the page declares (Chromium does on some
  // history navigations, and the console reports the 404): it is the site's icon, app/icon.svg.
  async redirects() {
    return [{ source: "/favicon.ico", destination: "/icon.svg", permanent: true }];
  },
};

export default nextConfig;
