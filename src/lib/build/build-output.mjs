// What the repo knows of the production build's layout, in one place: where `next build` writes
// (.next), where the pre-rendered pages are (.next/server/app/**/*.html), which route each HTML
// file answers, where a /_next/static URL's file is, and the paint-first step's manifest.
// Plain ESM (no TypeScript) because server.mjs and the build scripts run it with plain `node`;
// it lives under src/ rather than scripts/ because the production server depends on it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The paths of the build made in `root` (the repo, or a throw-away app's folder). */
export function buildLayout(root = process.cwd()) {
  const distDir = path.join(root, ".next");
  return {
    distDir,
    buildIdFile: path.join(distDir, "BUILD_ID"),
    appDir: path.join(distDir, "server", "app"),
    staticDir: path.join(distDir, "static"),
    paintFirstManifest: path.join(distDir, "paint-first.json"),
  };
}

/** The build's id, or null when there is no finished build. */
export function buildId(layout) {
  return fs.existsSync(layout.buildIdFile)
    ? fs.readFileSync(layout.buildIdFile, "utf8").trim()
    : null;
}

/**
 * The page-table key of a request path: "/blog/post/" and "/blog/post" are one page. Built
 * files are keyed through this function too (routeOfFile), so a file and the path it is
 * served at cannot disagree.
 */
export function routeOfRequest(pathname) {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The route a pre-rendered file answers, from its path under appDir: "index.html" is "/". */
export function routeOfFile(relativeFile) {
  const name = relativeFile
    .split(path.sep)
    .join("/")
    .replace(/\.html$/, "");
  return routeOfRequest(name === "index" ? "/" : `/${name}`);
}

/** The file (relative to appDir) that Next.js writes for a route: the inverse of routeOfFile. */
export function fileOfRoute(route) {
  const key = routeOfRequest(route);
  return key === "/" ? "index.html" : `${key.slice(1)}.html`;
}

/** Next.js's own pages (the 404, the root error fallback), not routes of the site. */
export function isFrameworkPage(route) {
  return route.startsWith("/_");
}

/** Every pre-rendered page of the build: { route, file (absolute), html }, sorted by file. */
export function* builtPages(layout) {
  if (!fs.existsSync(layout.appDir)) return;
  const files = fs
    .readdirSync(layout.appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(layout.appDir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const relative of files) {
    const file = path.join(layout.appDir, relative);
    yield { route: routeOfFile(relative), file, html: fs.readFileSync(file, "utf8") };
  }
}

/** The body of a route handler pre-rendered at build (force-static), e.g. "/icons.svg". */
export function prerenderedBody(layout, route) {
  return fs.readFileSync(path.join(layout.appDir, `${route.slice(1)}.body`), "utf8");
}

/** The file of a built script or stylesheet URL ("/_next/static/chunks/a.js?v=1"). */
export function staticFile(layout, url) {
  return path.join(layout.staticDir, url.replace(/^\/_next\/static\//, "").split("?")[0]);
}

function contentHash(html) {
  return createHash("sha256").update(html, "utf8").digest("hex");
}

/**
 * Written by scripts/paint-first.mjs: the build it ran on, every page as it left it (a hash) and
 * what the step made of each page: "static" (no framework JavaScript: scripts/lib/static-pages.mjs)
 * or "runtime", with the reason (the page's islands) or the page's HTML-first client modules.
 */
export function writePaintFirstManifest(layout, pages) {
  const manifest = {
    buildId: buildId(layout),
    pages: Object.fromEntries(pages.map((page) => [page.route, contentHash(page.html)])),
    modes: Object.fromEntries(
      pages.map((page) => [
        page.route,
        {
          mode: page.mode,
          ...(page.reason ? { reason: page.reason } : {}),
          modules: page.modules ?? [],
        },
      ]),
    ),
  };
  fs.writeFileSync(layout.paintFirstManifest, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** What the build step made of each page (see writePaintFirstManifest), by route. */
export function pageModes(layout) {
  return readPaintFirstManifest(layout)?.modes ?? {};
}

function readPaintFirstManifest(layout) {
  try {
    return JSON.parse(fs.readFileSync(layout.paintFirstManifest, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Why this build must not be served, or null when it may: no build, no pre-rendered page, or
 * pages that have not been through the paint-first step (a plain `next build`).
 */
export function unservableBuild(layout, pages) {
  const id = buildId(layout);
  if (id === null) return `no production build in ${layout.distDir}: run \`npm run build\`.`;
  if (!pages.some((page) => !isFrameworkPage(page.route))) {
    return `the build in ${layout.distDir} has no pre-rendered page (no HTML file in ${layout.appDir}): run \`npm run build\`.`;
  }
  const manifest = readPaintFirstManifest(layout);
  if (manifest?.buildId !== id) {
    return (
      `the pre-rendered pages of build ${id} have not been through the paint-first step ` +
      `(no ${path.basename(layout.paintFirstManifest)} for this build): \`npm run build\` runs ` +
      "it after `next build`, or run `node scripts/paint-first.mjs`."
    );
  }
  const changed = pages
    .filter((page) => manifest.pages?.[page.route] !== contentHash(page.html))
    .map((page) => page.route);
  if (changed.length > 0) {
    return (
      `${changed.length} pre-rendered page(s) changed after the paint-first step ` +
      `(${changed.slice(0, 5).join(", ")}${changed.length > 5 ? ", …" : ""}): ` +
      "run `node scripts/paint-first.mjs`."
    );
  }
  return null;
}

/** An app-directory entry's segments in the URL ("/(intl)/[locale]/(site)/blog/[slug]/page": [locale], blog, [slug]). */
function appPathSegments(entry) {
  return entry
    .replace(/^app\//, "")
    .replace(/\/(route|page)$/, "")
    .split("/")
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
}

/**
 * The paths an app-directory entry answers, as a pattern ("/admin/export/[table]/route" or
 * "app/(site)/blog/[slug]/page" matches /admin/export/leads or /blog/a-post). Route groups
 * are dropped.
 */
function appPathPattern(entry) {
  const segments = appPathSegments(entry).map((segment) => {
    if (/^\[\[?\.\.\..+\]\]?$/.test(segment)) return ".+";
    if (/^\[.+\]$/.test(segment)) return "[^/]+";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^/${segments.join("/")}/?$`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return {};
  }
}

function readServerJson(layout, file) {
  return readJson(path.join(layout.distDir, "server", file));
}

/** The paths the build's route handlers answer (from .next/server/app-paths-manifest.json). */
export function routeHandlerPatterns(layout) {
  return Object.keys(readServerJson(layout, "app-paths-manifest.json"))
    .filter((key) => key.endsWith("/route"))
    .map(appPathPattern);
}

/**
 * The build's Server Actions: a map from each action's id to the patterns of the pages it can
 * be called on (from .next/server/server-reference-manifest.json; Next.js refuses an action
 * posted to any other page, with an error in the log).
 */
export function serverActionPages(layout) {
  const manifest = readServerJson(layout, "server-reference-manifest.json");
  const actions = new Map();
  for (const runtime of ["node", "edge"]) {
    for (const [id, action] of Object.entries(manifest[runtime] ?? {})) {
      const pages = Object.keys(action.workers ?? {}).filter((key) => key.endsWith("/page"));
      actions.set(id, [...(actions.get(id) ?? []), ...pages.map(appPathPattern)]);
    }
  }
  return actions;
}

/**
 * The routes the build pre-rendered from one app route, named as Next.js names it, without route
 * groups ("/[locale]/not-found" → ["/ar/not-found"]): from prerender-manifest.json's `srcRoute`.
 */
export function prerenderedRoutesOf(layout, appRoute) {
  const prerender = readJson(path.join(layout.distDir, "prerender-manifest.json"));
  return Object.entries(prerender.routes ?? {})
    .filter(([, route]) => route.srcRoute === appRoute)
    .map(([route]) => route)
    .sort();
}

/**
 * The paths the build answers with a page or a route handler rather than with Next.js's 404:
 * `routes`, the pre-rendered pages' routes (`pages`: builtPages()), and `patterns`, the pages
 * rendered on request and every route handler (from app-paths-manifest.json). A dynamic page
 * with `dynamicParams = false` (prerender-manifest.json's `fallback: false`) is left out of
 * `patterns`: its paths are the pre-rendered ones, any other is a 404. When in doubt a path
 * counts as answered (a route handler's pattern stands for all of its paths, whatever its
 * params): what is decided from this must never hide a page.
 */
export function servedPaths(layout, pages) {
  const prerender = readJson(path.join(layout.distDir, "prerender-manifest.json"));
  const closed = new Set(
    Object.entries(prerender.dynamicRoutes ?? {})
      .filter(([, route]) => route.fallback === false)
      .map(([route]) => route),
  );
  const pagePatterns = Object.keys(readServerJson(layout, "app-paths-manifest.json"))
    .filter(
      (entry) => entry.endsWith("/page") && !closed.has(`/${appPathSegments(entry).join("/")}`),
    )
    .map(appPathPattern);
  return {
    routes: new Set(pages.map((page) => page.route)),
    patterns: [...pagePatterns, ...routeHandlerPatterns(layout)],
  };
}
