import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { localeInfo, localeOfPath } from "@/config/locales";
import { isNotFoundDocument, notFoundDocuments } from "@/config/not-found.mjs";
import { recordedResponse } from "@/test/recorded-response";

import {
  acceptsGzip,
  acceptsHtml,
  isUnmatched,
  localeNotFoundDocuments,
  notFoundResponder,
  takesNotFoundDocument,
} from "./not-found.mjs";

// A build with a few pre-rendered pages (one of them a post of a dynamicParams = false page),
// one page rendered on request, one dynamic page rendered for any param and a route handler.
const served = {
  routes: new Set(["/ar", "/ar/team", "/ar/blog/first-post", "/team", notFoundDocuments.ar.route]),
  patterns: [/^\/ar\/contact\/?$/, /^\/ar\/drafts\/[^/]+\/?$/, /^\/ar\/blog\/rss\.xml\/?$/],
};
const document = notFoundDocuments.ar;
const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const get = (headers: IncomingHttpHeaders = { accept: BROWSER }, method = "GET") => ({
  method,
  headers,
});
const takes = (pathname: string, request = get()) =>
  takesNotFoundDocument(request, pathname, { document, served });

describe("the 404 documents' config", () => {
  it("places each language's document under that language's prefix", () => {
    for (const [locale, { prefix, route }] of Object.entries(notFoundDocuments)) {
      expect(prefix).toBe(localeInfo[locale as keyof typeof localeInfo].prefix);
      expect(localeOfPath(route)).toBe(locale);
    }
  });

  it("knows the documents' own routes, and no page's", () => {
    expect(isNotFoundDocument("/_not-found")).toBe(true);
    expect(isNotFoundDocument("/ar/not-found")).toBe(true);
    expect(isNotFoundDocument("/ar")).toBe(false);
    expect(isNotFoundDocument("/ar/no-such-page")).toBe(false);
  });
});

describe("acceptsHtml and acceptsGzip", () => {
  it("takes HTML from a browser, curl, a client that sends no Accept, text/*", () => {
    for (const accept of [BROWSER, "*/*", undefined, "", "text/*", "TEXT/HTML; q=0.5"]) {
      expect(acceptsHtml(accept), String(accept)).toBe(true);
    }
  });

  it("not from a client that wants something else or refuses HTML", () => {
    for (const accept of [
      "application/json",
      "image/avif,image/webp",
      "text/html;q=0",
      "text/html;q=0, */*",
      "*/*;q=0",
      "text/x-component",
    ]) {
      expect(acceptsHtml(accept), accept).toBe(false);
    }
  });

  it("gzips only when asked", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br;q=1, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
  });
});

describe("isUnmatched", () => {
  it("is false for a pre-rendered page (with or without a trailing slash), a page rendered on request, a route handler", () => {
    for (const pathname of [
      "/ar",
      "/ar/team",
      "/ar/team/",
      "/ar/blog/first-post",
      "/ar/contact",
      "/ar/drafts/any",
      "/ar/blog/rss.xml",
    ]) {
      expect(isUnmatched(pathname, served), pathname).toBe(false);
    }
  });

  it("is true for anything else", () => {
    for (const pathname of ["/ar/no-such-page", "/ar/blog/no-such-post", "/ar/team/deeper"]) {
      expect(isUnmatched(pathname, served), pathname).toBe(true);
    }
  });
});

describe("takesNotFoundDocument", () => {
  it("takes a GET or HEAD of an unknown Arabic path, and of the document's own path", () => {
    expect(takes("/ar/no-such-page")).toBe(true);
    expect(takes("/ar/blog/no-such-post")).toBe(true);
    expect(takes("/ar/no-such-page", get({ accept: BROWSER }, "HEAD"))).toBe(true);
    expect(takes("/ar/no-such-page", get({}))).toBe(true);
    expect(takes(document.route)).toBe(true);
  });

  it("leaves the Arabic pages, handlers and English paths to Next.js", () => {
    for (const pathname of ["/ar", "/ar/team", "/ar/contact", "/ar/drafts/x", "/ar/blog/rss.xml"]) {
      expect(takes(pathname), pathname).toBe(false);
    }
    for (const pathname of ["/no-such-page", "/team", "/arabic", "/_not-found", "/"]) {
      expect(takes(pathname), pathname).toBe(false);
    }
  });

  it("leaves to Next.js a trailing slash, the client router's requests, other methods and non-HTML clients", () => {
    expect(takes("/ar/no-such-page/")).toBe(false);
    expect(takes("/ar/no-such-page", get({ accept: "*/*", rsc: "1" }))).toBe(false);
    expect(takes("/ar/no-such-page", get({ accept: BROWSER }, "POST"))).toBe(false);
    expect(takes("/ar/no-such-page", get({ accept: BROWSER }, "OPTIONS"))).toBe(false);
    expect(takes("/ar/no-such-page", get({ accept: "application/json" }))).toBe(false);
  });
});

describe("notFoundResponder", () => {
  const html =
    '<!DOCTYPE html><html lang="ar" dir="rtl"><body><h1>الصفحة غير موجودة</h1></body></html>';
  const pages = [
    { route: "/ar/team", html: "<p>team</p>" },
    { route: notFoundDocuments.ar.route, html },
  ];
  const responder = notFoundResponder(document, pages, served);
  const request = (headers: IncomingHttpHeaders, method = "GET") =>
    ({ method, headers }) as IncomingMessage;

  it("is null for a build without the document", () => {
    expect(notFoundResponder(document, [pages[0]!], served)).toBeNull();
  });

  it("answers with the document, status 404, never cached", () => {
    expect(responder?.route).toBe("/ar/not-found");
    expect(responder?.answers(get(), "/ar/no-such-page")).toBe(true);
    expect(responder?.answers(get(), "/ar/team")).toBe(false);
    const { res, headers, sent } = recordedResponse();
    responder?.send(request({ accept: BROWSER }), res);
    expect(sent.status).toBe(404);
    expect(sent.body?.toString("utf8")).toBe(html);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(headers.get("content-length")).toBe(Buffer.byteLength(html));
    expect(headers.get("cache-control")).toMatch(/no-store/);
    expect(headers.get("vary")).toMatch(/Accept\b/);
    expect(headers.has("content-encoding")).toBe(false);
  });

  it("gzips it for a client that takes gzip, and sends no body to a HEAD", () => {
    const zipped = recordedResponse();
    responder?.send(request({ accept: BROWSER, "accept-encoding": "gzip, br" }), zipped.res);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(zipped.sent.body!).toString("utf8")).toBe(html);
    expect(zipped.headers.get("content-length")).toBe(zipped.sent.body?.length);

    const head = recordedResponse();
    responder?.send(request({ accept: BROWSER }, "HEAD"), head.res);
    expect(head.sent.status).toBe(404);
    expect(head.sent.body).toBeUndefined();
    expect(head.headers.get("content-length")).toBe(Buffer.byteLength(html));
  });
});

describe("localeNotFoundDocuments", () => {
  const page = (route: string) => ({ route, html: `<p>${route}</p>` });

  it("answers each prefix's unknown paths with the document pre-rendered under it", () => {
    const documents = localeNotFoundDocuments(
      ["/ar/not-found", "/xa/not-found"],
      [page("/ar/not-found"), page("/xa/not-found"), page("/ar/team")],
      { routes: new Set(["/ar/team", "/ar/not-found", "/xa/not-found"]), patterns: [] },
    );
    expect(documents.map((document) => document.route)).toEqual(["/ar/not-found", "/xa/not-found"]);
    const [ar, xa] = documents;
    expect(ar?.answers(get(), "/ar/no-such-page")).toBe(true);
    expect(ar?.answers(get(), "/xa/no-such-page")).toBe(false);
    expect(xa?.answers(get(), "/xa/no-such-page")).toBe(true);
    expect(ar?.answers(get(), "/ar/team")).toBe(false);
  });

  it("leaves out a route the build has no page for", () => {
    expect(localeNotFoundDocuments(["/ar/not-found"], [page("/ar/team")], served)).toEqual([]);
  });
});
