// Static pages: no framework JavaScript where nothing needs it. A build step over Next's
// pre-rendered HTML (run by scripts/paint-first.mjs, before the paint-first rewrite).
//
// Pages are written as React server components. Next.js still sends every pre-rendered page the
// React runtime, its router and the page's RSC payload (inline `self.__next_f` scripts), about
// 135 KB gzip, so that the page can hydrate. A page hydrates only its client components; when all
// of the client components a page uses do their whole work in their server-rendered HTML
// (HTML_FIRST_MODULES: links, the framework's own structure, marks the HTML already carries), a
// page loaded in full has nothing to hydrate and the runtime is dead weight.
//
// Which client components a page uses is read from its own payload: every client reference is an
// `I[id, chunks, export]` row of the RSC payload inlined in the HTML, and the build's client
// reference manifests (`.next/server/app/**/page_client-reference-manifest.js`) name the module
// of each id. A page whose references are all HTML-first, and which has no streamed Suspense
// boundary (whose content a script would reveal), is static: stripFramework() removes the
// framework's scripts, their preloads and the inline payload, keeps our inline head script (theme,
// header, copy buttons), the JSON-LD and the stylesheets, and announces Speculation Rules so that
// following a link stays instant. Every other page keeps the runtime (and goes through the
// paint-first step). Anything not understood keeps the runtime: an unknown module id, an inline
// script that is neither ours nor the framework's.
//
// The page's .rsc files are not touched: a visitor who arrives on a React page and follows a link
// to a static one gets it through the client router, rendered by React as before.
import fs from "node:fs";
import path from "node:path";

/**
 * Client components whose server-rendered HTML is all they do on a page loaded in full, each
 * with the reason. A module of the framework matches by its path under next/dist (ESM or CJS).
 */
export const HTML_FIRST_MODULES = {
  "next/dist/client/app-dir/link.js":
    "next/link: the <a href> it renders navigates without the client router",
  "next/dist/client/components/layout-router.js":
    "the framework's segment structure: renders its children, which are in the HTML",
  "next/dist/client/components/render-from-template-context.js":
    "the framework's segment structure: renders its children, which are in the HTML",
  "next/dist/client/components/builtin/global-error.js":
    "the error boundary's fallback: never rendered unless rendering fails, and the page is built",
  "next/dist/client/components/http-access-fallback/error-boundary.js":
    "the not-found boundary: the not-found page is pre-rendered as its own page",
  "next/dist/lib/framework/boundary-components.js":
    "the framework's metadata and viewport outlets: the tags are in <head>",
  "next/dist/lib/metadata/generate/icon-mark.js":
    "marks the icon links of <head>: nothing to do once they are there",
  "src/components/layout/nav-link.tsx":
    "the pre-rendered HTML carries aria-current; it only moves the mark after client-side navigation",
  "src/components/ui/link.tsx":
    "the site's link: its href, in the page's language, is in the pre-rendered HTML",
  "src/components/layout/language-switch.tsx":
    "a link to this page in the other language: its href is in the pre-rendered HTML",
  "src/components/layout/hydration-mark.tsx":
    "sets html[data-hydrated] for the browser tests of React islands; a static page has none",
};

/**
 * Of HTML_FIRST_MODULES, the components allowed an effect: one whose only work is to mark that
 * React hydrated. Every other own HTML-first component has no state, effect or event handler
 * (checked by static-pages.test.ts against its source).
 */
export const HYDRATION_SIGNALS = ["src/components/layout/hydration-mark.tsx"];

/** The module key of a manifest entry: "next/dist/…" without esm/, or "src/…". */
export function moduleKey(manifestKey) {
  const file = manifestKey
    .replace(/^\[project\]\//, "")
    .replace(/ <module evaluation>$/, "")
    .replace(/ \[[^\]]+\]$/, "")
    .replace(/#.*$/, "")
    .split(path.sep)
    .join("/");
  const framework = /(?:^|\/)node_modules\/(next\/dist\/)(?:esm\/)?(.+)$/.exec(file);
  if (framework) return framework[1] + framework[2];
  const own = /(?:^|\/)(src\/.+)$/.exec(file);
  return own ? own[1] : file;
}

/** Every client module id of the build → its module key, from the client reference manifests. */
export function clientModuleIds(appDir) {
  const ids = new Map();
  const files = fs
    .readdirSync(appDir, { recursive: true })
    .filter((file) => String(file).endsWith("_client-reference-manifest.js"));
  for (const file of files) {
    const text = fs.readFileSync(path.join(appDir, String(file)), "utf8");
    // globalThis.__RSC_MANIFEST["/(site)/page"] = {…};
    const start = text.indexOf("] = {");
    if (start === -1) continue;
    const manifest = JSON.parse(text.slice(start + 4).replace(/;\s*$/, ""));
    for (const [key, entry] of Object.entries(manifest.clientModules ?? {})) {
      ids.set(String(entry.id), moduleKey(key));
    }
  }
  return ids;
}

/** The client references of an RSC payload: { id, name } for each `I[…]` row, once each. */
export function clientReferences(flight) {
  const seen = new Map();
  for (const match of flight.matchAll(/^[0-9a-f]+:I(\[.*\])$/gm)) {
    const [id, , name] = JSON.parse(match[1]);
    const key = `${id}#${name}`;
    if (!seen.has(key)) seen.set(key, { id: String(id), name: String(name) });
  }
  return [...seen.values()];
}

/** A page whose HTML streams Suspense boundaries: a script must reveal their content. */
function streamsBoundaries(html) {
  return /<template id="B:|<div hidden id="S:|\$RC\s*=/.test(html);
}

/** A page's RSC payload as the build wrote it beside its HTML (`services.html` → `services.rsc`). */
export function readPagePayload(htmlFile) {
  const file = htmlFile.replace(/\.html$/, ".rsc");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

/**
 * Whether a page can ship without the framework: { static: true, modules } or { static: false,
 * reason }. `flight` is its RSC payload (readPagePayload: the same payload Next inlines in the
 * HTML); `modules` are the module keys of its client components.
 */
export function classifyPage(html, flight, moduleIds) {
  if (!flight) return { static: false, reason: "no RSC payload (not a page Next.js rendered)" };
  if (streamsBoundaries(html)) return { static: false, reason: "streamed Suspense boundaries" };
  const modules = [];
  const islands = [];
  for (const reference of clientReferences(flight)) {
    const key = moduleIds.get(reference.id);
    if (key === undefined)
      return { static: false, reason: `unknown client module ${reference.id}` };
    if (!modules.includes(key)) modules.push(key);
    if (!(key in HTML_FIRST_MODULES) && !islands.includes(key)) islands.push(key);
  }
  if (islands.length > 0) {
    return {
      static: false,
      reason: islands.map((key) => key.replace(/^src\/components\//, "")).join(", "),
      modules,
      islands,
    };
  }
  return { static: true, modules };
}

/**
 * Speculation Rules for static pages: prefetch a same-site page when the pointer rests on its
 * link (or on touch start), prerender it when the press begins. Not the inbox, and not links
 * that open files or other documents (feeds, downloads).
 */
const SPECULATION_TARGETS = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/admin{/*}?" } },
    { not: { selector_matches: "[download], [rel~=nofollow], [target=_blank]" } },
  ],
};
export const SPECULATION_RULES = {
  prefetch: [{ source: "document", where: SPECULATION_TARGETS, eagerness: "moderate" }],
  prerender: [{ source: "document", where: SPECULATION_TARGETS, eagerness: "conservative" }],
};

const SPECULATION_TAG = `<script type="speculationrules">${JSON.stringify(SPECULATION_RULES)}</script>`;
/** The attribute that marks our own inline scripts (src/app/document.tsx): kept on static pages. */
const SITE_SCRIPT_ATTRIBUTE = "data-site-script";
/** The attribute stripFramework puts on <html>. */
const STATIC_ATTRIBUTE = "data-static";

const FRAMEWORK_SCRIPT_TAG = /<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*><\/script>/g;
const FRAMEWORK_PRELOAD = /<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g;
const INLINE_SCRIPT = /<script([^>]*)>([\s\S]*?)<\/script>/g;

/** Whether a page was emitted without the framework by stripFramework. */
export function isStaticHtml(html) {
  return new RegExp(`<html\\b[^>]*\\s${STATIC_ATTRIBUTE}=""`).test(html);
}

/**
 * The page without the framework's scripts (the runtime's bootstrap, its chunks, the inline RSC
 * payload, the paint-first loader), their preloads, with Speculation Rules and html[data-static].
 * Kept: our inline scripts (marked data-site-script; a second copy of one goes), JSON-LD, islands' props. Any other inline
 * script is an error: a page that needs something this step does not know about. `mark` is the
 * attribute put on <html> (islandPage marks a page with islands otherwise).
 */
export function stripFramework(html, { mark = STATIC_ATTRIBUTE } = {}) {
  if (isStaticHtml(html)) return html;
  let out = html
    .replace(FRAMEWORK_SCRIPT_TAG, "")
    .replace(FRAMEWORK_PRELOAD, (tag) =>
      /\bas="script"/.test(tag) && /\bhref="\/_next\/static\//.test(tag) ? "" : tag,
    );
  // A part that needs one of our scripts renders it beside itself (the offer's, in each part
  // that shows an offer): the page keeps the first copy of each.
  const siteScripts = new Set();
  out = out.replace(INLINE_SCRIPT, (tag, attributes, body) => {
    if (/\btype="(?:application\/ld\+json|speculationrules)"/.test(attributes)) return tag;
    // An island's props (src/components/islands/island.tsx): data, read by the islands' entry.
    if (/\btype="application\/json"[^>]*\sdata-island-props="/.test(attributes)) return tag;
    if (new RegExp(`\\s${SITE_SCRIPT_ATTRIBUTE}\\b`).test(attributes)) {
      if (siteScripts.has(body)) return "";
      siteScripts.add(body);
      return tag;
    }
    if (/\bid="_R_"|\bdata-paint-first\b/.test(attributes)) return "";
    if (/^\s*\(?self\.__next_f\b/.test(body)) return "";
    throw new Error(`stripFramework: an inline script it does not know: ${body.slice(0, 80)}`);
  });
  const head = out.indexOf("</head>");
  if (head === -1) throw new Error("stripFramework: the page has no </head>");
  out = `${out.slice(0, head)}${SPECULATION_TAG}${out.slice(head)}`;
  return out.replace(/<html\b/, `<html ${mark}=""`);
}
