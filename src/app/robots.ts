import type { MetadataRoute } from "next";

import { absoluteUrl } from "@/lib/metadata";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    // No `Allow: /`: Next writes Allow lines before Disallow lines, and a reader that takes the
    // first matching line would then read /admin as allowed. What is not disallowed is allowed.
    rules: [{ userAgent: "*", disallow: ["/admin", "/forms", "/health"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
