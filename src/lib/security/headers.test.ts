import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { responseHeaders } from "./headers.mjs";

describe("responseHeaders", () => {
  it("sends the security headers everywhere", () => {
    for (const pathname of ["/", "/contact", "/_next/static/chunks/a.js", "/admin"]) {
      expect(responseHeaders(pathname)).toMatchObject({
        "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Opener-Policy": "same-origin",
      });
    }
  });

  it("keeps the inbox and the form endpoints out of indexes and caches", () => {
    for (const pathname of ["/admin", "/admin/export/leads", "/forms/token"]) {
      expect(responseHeaders(pathname)).toMatchObject({
        "X-Robots-Tag": "noindex, nofollow",
        "Cache-Control": "no-store",
      });
    }
    for (const pathname of ["/", "/administration", "/formsx", "/health"]) {
      expect(responseHeaders(pathname)).not.toHaveProperty("Cache-Control");
    }
  });

  it("lets browsers keep the portraits and covers for a week, and nothing else", () => {
    for (const pathname of [
      "/portraits/karim-nassar.svg",
      "/covers/rag-in-production.svg",
      "/covers/ar/rag-in-production.svg",
    ]) {
      expect(responseHeaders(pathname)).toMatchObject({
        "Cache-Control": "public, max-age=604800, stale-while-revalidate=2592000",
        "X-Content-Type-Options": "nosniff",
      });
    }
    for (const pathname of [
      "/portraits",
      "/covers/x.png",
      "/blog/covers/x.svg",
      "/icons.svg",
      "/covers/ar/x/y.svg",
      "/covers/fr/x.svg",
      "/portraits/ar/x.svg",
    ]) {
      expect(responseHeaders(pathname)).not.toHaveProperty("Cache-Control");
    }
  });

  it("lets browsers keep the fonts, named by their content, for good", () => {
    const fonts = fs.readdirSync("public/fonts");
    expect(fonts.length).toBeGreaterThan(0);
    for (const file of fonts) {
      expect(responseHeaders(`/fonts/${file}`)).toMatchObject({
        "Cache-Control": "public, max-age=31536000, immutable",
      });
    }
    for (const pathname of [
      "/fonts/noto-sans-arabic.woff2",
      "/fonts/inter.woff2",
      "/fonts/other-0123456789ab.woff2",
      "/fonts/other.woff2",
      "/fonts",
    ]) {
      expect(responseHeaders(pathname)).not.toHaveProperty("Cache-Control");
    }
  });
});
