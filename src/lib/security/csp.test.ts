import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { buildLayout, builtPages } from "../build/build-output.mjs";
import {
  contentSecurityPolicy,
  hashesForPath,
  inlineScriptHashes,
  newNonce,
  pageHashTable,
} from "./csp.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function scriptSrc(policy: string): string[] {
  const directive = policy.split("; ").find((item) => item.startsWith("script-src "));
  return directive?.split(" ").slice(1) ?? [];
}

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site, the nonce and the hashes, never inline or eval", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123==", hashes: [sha("a()")] });
    expect(scriptSrc(policy)).toEqual(["'self'", "'nonce-abc123=='", sha("a()")]);
    expect(policy).not.toContain("unsafe-eval");
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "default-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it("makes a new nonce each time", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a browser runs, exactly as written", () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script type="module">go()</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"a"])'), sha("go()")]);
  });

  it("hashes Speculation Rules too: the CSP checks them like scripts", () => {
    const rules = '{"prefetch":[{"source":"document","eagerness":"moderate"}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([
      sha(rules),
    ]);
  });
});

describe("pageHashTable", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cw-csp-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const layout = buildLayout(root);
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(layout.appDir, file)), { recursive: true });
    fs.writeFileSync(path.join(layout.appDir, file), html);
  };
  write("index.html", "<script>theme()</script><script>home()</script>");
  write("blog/post.html", "<script>theme()</script><script>post()</script>");
  write("_not-found.html", "<script>theme()</script><script>missing()</script>");
  write(
    "docs.html",
    '<script data-site-script="">theme()</script><script data-site-script="">tabs()</script>',
  );
  write("blog.rsc", "not html");

  it("maps each built page to its URL path and finds the hashes every page shares", () => {
    const table = pageHashTable(builtPages(layout));
    expect([...table.pages.keys()].sort()).toEqual(["/", "/_not-found", "/blog/post", "/docs"]);
    expect(table.common).toEqual([sha("theme()")]);
    expect(hashesForPath(table, "/")).toEqual([sha("theme()"), sha("home()")]);
    expect(hashesForPath(table, "/blog/post/")).toEqual([sha("theme()"), sha("post()")]);
  });

  it("gives unknown and on-demand paths the 404 page's hashes and those of our scripts", () => {
    const table = pageHashTable(builtPages(layout));
    expect(table.site.sort()).toEqual([sha("tabs()"), sha("theme()")].sort());
    expect(hashesForPath(table, "/admin")).toEqual([
      sha("theme()"),
      sha("missing()"),
      sha("tabs()"),
    ]);
  });
});
