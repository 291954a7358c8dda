import fs from "node:fs";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { recordedResponse } from "@/test/recorded-response";

import { assetFiles, precompress } from "../../../scripts/lib/precompress.mjs";
import { preferredEncoding } from "./not-found.mjs";
import { matchesEtag, staticAssets, staticPages } from "./static-files.mjs";

let dir: string;
const html = (title: string) =>
  `<!DOCTYPE html><html lang="en"><title>${title}</title><p>${"words ".repeat(400)}</p></html>`;
const built: { route: string; file: string; html: string }[] = [];

function page(route: string, text: string) {
  const file = path.join(dir, "app", `${route === "/" ? "index" : route.slice(1)}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  built.push({ route, file, html: text });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  page("/", html("Home"));
  page("/services", html("Services"));
  page("/contact", html("Contact"));
  page("/_not-found", html("Not found"));
  await precompress(built.map((entry) => ({ file: entry.file, quality: 5 })));
  // A page written again after the build step: its copies are older than it.
  page("/pricing", html("Pricing"));
  fs.copyFileSync(`${built[1]!.file}.br`, `${built[4]!.file}.br`);
  fs.copyFileSync(`${built[1]!.file}.gz`, `${built[4]!.file}.gz`);
  const before = new Date(Date.now() - 60_000);
  fs.utimesSync(`${built[4]!.file}.br`, before, before);
  fs.utimesSync(`${built[4]!.file}.gz`, before, before);
  const assets = path.join(dir, "static", "chunks");
  fs.mkdirSync(assets, { recursive: true });
  fs.writeFileSync(
    path.join(assets, "main-abc.js"),
    `console.log(${JSON.stringify("x".repeat(2000))});`,
  );
  fs.writeFileSync(path.join(assets, "font-abc.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await precompress(assetFiles(path.join(dir, "static")));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function get(
  served: { match: ReturnType<typeof staticAssets>["match"] },
  pathname: string,
  headers: IncomingHttpHeaders = {},
  { method = "GET", search = "" } = {},
) {
  const match = served.match(method, pathname, search, headers);
  if (!match) return null;
  const { res, headers: sent, sent: body } = recordedResponse();
  match.send({ method, headers } as IncomingMessage, res);
  const raw = body.body === undefined ? undefined : Buffer.from(body.body);
  const encoding = sent.get("content-encoding");
  const decoded =
    raw === undefined
      ? undefined
      : (encoding === "br"
          ? brotliDecompressSync(raw)
          : encoding === "gzip"
            ? gunzipSync(raw)
            : raw
        ).toString();
  return { status: body.status, headers: sent, raw, decoded };
}

describe("preferredEncoding", () => {
  it("takes the coding the client prefers, the server's order breaking ties", () => {
    const both = ["br", "gzip"];
    expect(preferredEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(preferredEncoding("gzip", both)).toBe("gzip");
    expect(preferredEncoding("br", both)).toBe("br");
    expect(preferredEncoding("gzip;q=1, br;q=0.5", both)).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(preferredEncoding("*", both)).toBe("br");
    expect(preferredEncoding("br;q=0, *", both)).toBe("gzip");
    expect(preferredEncoding("identity", both)).toBeNull();
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding("br", ["gzip"])).toBeNull();
  });
});

describe("matchesEtag", () => {
  it("compares weakly, in a list, and takes *", () => {
    expect(matchesEtag('"a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('W/"a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('"x", "a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag("*", '"a-br"')).toBe(true);
    expect(matchesEtag('"a-gzip"', '"a-br"')).toBe(false);
    expect(matchesEtag(undefined, '"a-br"')).toBe(false);
  });
});

describe("staticPages", () => {
  const served = () =>
    staticPages(built, {
      served: new Set(["/contact"]),
      headersOf: (route) => ({ "Content-Security-Policy": `policy of ${route}` }),
    });

  it("serves each page as the build compressed it, by Accept-Encoding, decoding to the page", () => {
    const pages = served();
    const brotli = get(pages, "/services", { "accept-encoding": "gzip, deflate, br" })!;
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.decoded).toBe(html("Services"));
    // The build's own copy, not one made now.
    expect(brotli.raw!.equals(fs.readFileSync(`${built[1]!.file}.br`))).toBe(true);
    expect(brotli.headers.get("content-length")).toBe(brotli.raw!.length);
    const gzip = get(pages, "/services", { "accept-encoding": "gzip" })!;
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.decoded).toBe(html("Services"));
    const plain = get(pages, "/services")!;
    expect(plain.headers.get("content-encoding")).toBeUndefined();
    expect(plain.decoded).toBe(html("Services"));
    expect(plain.headers.get("content-length")).toBe(Buffer.byteLength(html("Services")));
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(answer.headers.get("cache-control")).toBe("public, no-cache");
      expect(answer.headers.get("content-security-policy")).toBe("policy of /services");
      expect(String(answer.headers.get("vary"))).toMatch(/\brsc\b.*Accept-Encoding/);
    }
    const etags = new Set([brotli, gzip, plain].map((answer) => answer.headers.get("etag")));
    expect(etags.size).toBe(3);
  });

  it("answers 304 to a client that has the representation, 200 to one that has another", () => {
    const pages = served();
    const first = get(pages, "/", { "accept-encoding": "br" })!;
    const etag = String(first.headers.get("etag"));
    const again = get(pages, "/", { "accept-encoding": "br", "if-none-match": etag })!;
    expect(again.status).toBe(304);
    expect(again.raw).toBeUndefined();
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("content-length")).toBeUndefined();
    const other = get(pages, "/", { "accept-encoding": "gzip", "if-none-match": etag })!;
    expect(other.status).toBe(200);
    expect(other.decoded).toBe(html("Home"));
  });

  it("answers HEAD with the headers and no body", () => {
    const head = get(served(), "/services", { "accept-encoding": "br" }, { method: "HEAD" })!;
    expect(head.status).toBe(200);
    expect(head.raw).toBeUndefined();
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("compresses at start a page whose copies are older than it, and says so", () => {
    const pages = served();
    expect(pages.stale).toBe(1);
    expect(get(pages, "/pricing", { "accept-encoding": "br" })!.decoded).toBe(html("Pricing"));
    expect(get(pages, "/pricing", { "accept-encoding": "gzip" })!.decoded).toBe(html("Pricing"));
  });

  it("leaves to others the pages served per request, the framework's, the router's requests and other methods", () => {
    const pages = served();
    expect(pages.routes.sort()).toEqual(["/", "/pricing", "/services"]);
    expect(get(pages, "/contact")).toBeNull();
    expect(get(pages, "/_not-found")).toBeNull();
    expect(get(pages, "/services/")).toBeNull();
    expect(get(pages, "/services", { rsc: "1" })).toBeNull();
    expect(get(pages, "/services", { "next-router-prefetch": "1" })).toBeNull();
    expect(get(pages, "/services", {}, { search: "?_rsc=abc" })).toBeNull();
    expect(get(pages, "/services", {}, { method: "POST" })).toBeNull();
    // A campaign's query is the same page.
    expect(get(pages, "/services", {}, { search: "?utm_source=news" })!.status).toBe(200);
  });
});

describe("staticAssets", () => {
  it("serves built assets compressed when worth it, cached for good", () => {
    const assets = staticAssets(path.join(dir, "static"), {
      headersOf: (url) => ({ "X-Content-Type-Options": `nosniff ${url}` }),
    });
    expect(assets.count).toBe(2);
    expect(assets.stale).toBe(0);
    const script = get(assets, "/_next/static/chunks/main-abc.js", { "accept-encoding": "br" })!;
    expect(script.headers.get("content-encoding")).toBe("br");
    expect(script.decoded).toContain("console.log");
    expect(script.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("x-content-type-options")).toBe(
      "nosniff /_next/static/chunks/main-abc.js",
    );
    const font = get(assets, "/_next/static/chunks/font-abc.woff2", { "accept-encoding": "br" })!;
    expect(font.headers.get("content-encoding")).toBeUndefined();
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect(font.raw!.length).toBe(4);
    expect(get(assets, "/_next/static/chunks/main-abc.js.br")).toBeNull();
    expect(get(assets, "/_next/static/chunks/missing.js")).toBeNull();
    expect(get(assets, "/services")).toBeNull();
  });
});
