import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { hashesForPath, inlineScriptHashes, pageHashTable } from "../security/csp.mjs";
import {
  buildLayout,
  builtPages,
  fileOfRoute,
  pageModes,
  prerenderedRoutesOf,
  routeHandlerPatterns,
  routeOfFile,
  servedPaths,
  serverActionPages,
  staticFile,
  unservableBuild,
  writePaintFirstManifest,
} from "./build-output.mjs";
import type { BuiltPage } from "./build-output.mjs";

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A build folder with these pre-rendered files (and a BUILD_ID unless null). */
function fixture(files: Record<string, string>, id: string | null = "build-1") {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cw-build-output-"));
  roots.push(root);
  const layout = buildLayout(root);
  fs.mkdirSync(layout.appDir, { recursive: true });
  if (id !== null) fs.writeFileSync(layout.buildIdFile, id);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(layout.appDir, file)), { recursive: true });
    fs.writeFileSync(path.join(layout.appDir, file), content);
  }
  return layout;
}

// The shapes Next.js writes: the home page as index.html, a page beside the folder of its
// children, a child named "index", its own 404 and error pages, and non-HTML outputs.
const site = {
  "index.html": "<script>theme()</script><script>home()</script>",
  "blog.html": "<script>theme()</script><script>blog()</script>",
  "blog/first-post.html": "<script>theme()</script><script>first()</script>",
  "docs/sdk/index.html": "<script>theme()</script><script>sdkIndex()</script>",
  "docs/sdk.html": "<script>theme()</script><script>sdk()</script>",
  "_not-found.html": "<script>theme()</script><script>missing()</script>",
  "_global-error.html": "<script>crashed()</script>",
  "blog.rsc": "not html",
  "sitemap.xml.body": "<urlset/>",
};

describe("builtPages and the route ⇄ file mapping", () => {
  const layout = fixture(site);
  const pages = [...builtPages(layout)];

  it("lists every pre-rendered HTML file once, with its route", () => {
    expect(pages.map((page) => page.route).sort()).toEqual([
      "/",
      "/_global-error",
      "/_not-found",
      "/blog",
      "/blog/first-post",
      "/docs/sdk",
      "/docs/sdk/index",
    ]);
  });

  it("maps every built page's route back to its own file", () => {
    for (const page of pages) {
      expect(path.join(layout.appDir, fileOfRoute(page.route))).toBe(page.file);
      expect(routeOfFile(path.relative(layout.appDir, page.file))).toBe(page.route);
    }
  });

  it("resolves every built page's route, with or without a trailing slash, to its own hashes", () => {
    const table = pageHashTable(pages);
    for (const page of pages) {
      const own = inlineScriptHashes(fs.readFileSync(page.file, "utf8"));
      expect(hashesForPath(table, page.route), page.route).toEqual(own);
      expect(hashesForPath(table, `${page.route}/`), page.route).toEqual(own);
    }
  });

  it("finds the file of a built static URL", () => {
    expect(staticFile(layout, "/_next/static/chunks/a.js?dpl=1")).toBe(
      path.join(layout.distDir, "static", "chunks", "a.js"),
    );
  });
});

describe("unservableBuild", () => {
  const check = (layout: ReturnType<typeof buildLayout>) =>
    unservableBuild(layout, [...builtPages(layout)]);

  it("refuses a folder with no build", () => {
    expect(check(fixture({}, null))).toMatch(
      /^no production build in .*\.next: run `npm run build`/,
    );
  });

  it("refuses a build with no pre-rendered page of the site", () => {
    expect(check(fixture({ "_not-found.html": "<p>404</p>" }))).toMatch(/has no pre-rendered page/);
  });

  /** The pages as the step records them, all kept on the runtime. */
  function asRuntime(pages: BuiltPage[]) {
    return pages.map((page) => ({ ...page, mode: "runtime" as const, modules: [] }));
  }

  it("records what the step made of each page", () => {
    const layout = fixture(site);
    const pages = [...builtPages(layout)];
    writePaintFirstManifest(layout, [
      { ...pages[0]!, mode: "static", modules: ["src/components/layout/nav-link.tsx"] },
      ...asRuntime(pages.slice(1)).map((page) => ({ ...page, reason: "an island" })),
    ]);
    const modes = pageModes(layout);
    expect(modes[pages[0]!.route]).toEqual({
      mode: "static",
      modules: ["src/components/layout/nav-link.tsx"],
    });
    expect(modes[pages[1]!.route]).toEqual({ mode: "runtime", reason: "an island", modules: [] });
  });

  it("refuses pages that have not been through the paint-first step", () => {
    const layout = fixture(site);
    expect(check(layout)).toMatch(/not been through the paint-first step/);
    writePaintFirstManifest(layout, asRuntime([...builtPages(layout)]));
    expect(check(layout)).toBeNull();
    // A new `next build` without the step: the manifest is an older build's.
    fs.writeFileSync(layout.buildIdFile, "build-2");
    expect(check(layout)).toMatch(/not been through the paint-first step/);
  });

  it("refuses a page written after the paint-first step", () => {
    const layout = fixture(site);
    writePaintFirstManifest(layout, asRuntime([...builtPages(layout)]));
    fs.writeFileSync(path.join(layout.appDir, "blog.html"), "<script>rebuilt()</script>");
    expect(check(layout)).toMatch(/^1 pre-rendered page\(s\) changed after .*\(\/blog\)/);
  });
});

describe("the route handlers and Server Actions of a build", () => {
  const layout = fixture({});
  const server = path.join(layout.distDir, "server");
  fs.writeFileSync(
    path.join(server, "app-paths-manifest.json"),
    JSON.stringify({
      "/(site)/blog/page": "app/(site)/blog/page.js",
      "/(site)/blog/rss.xml/route": "app/(site)/blog/rss.xml/route.js",
      "/admin/export/[table]/route": "app/admin/export/[table]/route.js",
      "/og/[...slug]/route": "app/og/[...slug]/route.js",
    }),
  );
  fs.writeFileSync(
    path.join(server, "server-reference-manifest.json"),
    JSON.stringify({
      node: {
        "60aa": {
          workers: { "app/(site)/contact/page": {}, "app/(site)/blog/[slug]/page": {} },
        },
      },
      edge: {},
    }),
  );

  it("matches the paths each route handler answers, and no page", () => {
    const patterns = routeHandlerPatterns(layout);
    const handled = (pathname: string) => patterns.some((pattern) => pattern.test(pathname));
    expect(handled("/blog/rss.xml")).toBe(true);
    expect(handled("/blog/rssAxml")).toBe(false);
    expect(handled("/admin/export/leads")).toBe(true);
    expect(handled("/og/blog/post.png")).toBe(true);
    expect(handled("/blog")).toBe(false);
  });

  it("knows on which pages each Server Action can be called", () => {
    const pages = serverActionPages(layout).get("60aa") ?? [];
    const callable = (pathname: string) => pages.some((pattern) => pattern.test(pathname));
    expect(callable("/contact")).toBe(true);
    expect(callable("/blog/a-post")).toBe(true);
    expect(callable("/team")).toBe(false);
  });

  it("has none without a build", () => {
    const empty = buildLayout(path.join(os.tmpdir(), "cw-no-build-here"));
    expect(routeHandlerPatterns(empty)).toEqual([]);
    expect(serverActionPages(empty).size).toBe(0);
  });
});

describe("servedPaths: what the build answers rather than its 404", () => {
  const layout = fixture({ "ar.html": "", "ar/blog/first-post.html": "", "ar/team.html": "" });
  fs.writeFileSync(
    path.join(layout.distDir, "server", "app-paths-manifest.json"),
    JSON.stringify({
      "/(ar)/ar/(site)/page": "app/(ar)/ar/(site)/page.js",
      "/(ar)/ar/(site)/team/page": "app/(ar)/ar/(site)/team/page.js",
      "/(ar)/ar/(site)/contact/page": "app/(ar)/ar/(site)/contact/page.js",
      "/(ar)/ar/(site)/blog/[slug]/page": "app/(ar)/ar/(site)/blog/[slug]/page.js",
      "/(ar)/ar/(site)/drafts/[slug]/page": "app/(ar)/ar/(site)/drafts/[slug]/page.js",
      "/(ar)/ar/(site)/blog/rss.xml/route": "app/(ar)/ar/(site)/blog/rss.xml/route.js",
      "/covers/[file]/route": "app/covers/[file]/route.js",
    }),
  );
  // blog/[slug] and covers/[file] have dynamicParams = false; drafts/[slug] renders any slug.
  fs.writeFileSync(
    path.join(layout.distDir, "prerender-manifest.json"),
    JSON.stringify({
      routes: { "/ar": {}, "/ar/team": {}, "/ar/blog/first-post": {} },
      dynamicRoutes: {
        "/ar/blog/[slug]": { fallback: false },
        "/ar/drafts/[slug]": { fallback: null },
        "/covers/[file]": { fallback: false },
      },
    }),
  );
  const served = servedPaths(layout, [...builtPages(layout)]);
  const answered = (pathname: string) =>
    served.routes.has(pathname) || served.patterns.some((pattern) => pattern.test(pathname));

  it("answers the pre-rendered pages, the pages rendered on request and the route handlers", () => {
    expect([...served.routes].sort()).toEqual(["/ar", "/ar/blog/first-post", "/ar/team"]);
    for (const pathname of [
      "/ar",
      "/ar/team",
      "/ar/contact",
      "/ar/blog/first-post",
      "/ar/drafts/anything",
      "/ar/blog/rss.xml",
      "/covers/any-file.svg",
    ]) {
      expect(answered(pathname), pathname).toBe(true);
    }
  });

  it("leaves a dynamic page without dynamicParams to its pre-rendered paths", () => {
    for (const pathname of ["/ar/blog/no-such-post", "/ar/no-such-page", "/ar/team/deeper"]) {
      expect(answered(pathname), pathname).toBe(false);
    }
  });

  it("answers nothing without a build", () => {
    const empty = buildLayout(path.join(os.tmpdir(), "cw-no-build-here"));
    expect(servedPaths(empty, [])).toEqual({ routes: new Set(), patterns: [] });
  });
});

describe("prerenderedRoutesOf: the pages pre-rendered from one app route", () => {
  const layout = fixture({ "ar/not-found.html": "", "ar.html": "" });
  fs.writeFileSync(
    path.join(layout.distDir, "prerender-manifest.json"),
    JSON.stringify({
      routes: {
        "/ar": { srcRoute: "/[locale]" },
        "/xa/not-found": { srcRoute: "/[locale]/not-found" },
        "/ar/not-found": { srcRoute: "/[locale]/not-found" },
        "/ar/blog/not-found": { srcRoute: "/[locale]/blog/[slug]" },
      },
      dynamicRoutes: {},
    }),
  );

  it("lists the routes whose source is the app route, sorted", () => {
    expect(prerenderedRoutesOf(layout, "/[locale]/not-found")).toEqual([
      "/ar/not-found",
      "/xa/not-found",
    ]);
    expect(prerenderedRoutesOf(layout, "/[locale]/contact")).toEqual([]);
  });

  it("lists none without a build", () => {
    const empty = buildLayout(path.join(os.tmpdir(), "cw-no-build-here"));
    expect(prerenderedRoutesOf(empty, "/[locale]/not-found")).toEqual([]);
  });
});
