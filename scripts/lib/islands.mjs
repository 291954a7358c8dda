// React islands without the framework: a build step over Next's pre-rendered HTML (run by
// scripts/paint-first.mjs). Everything of the mechanism that the build knows is here.
//
// A page whose client components are all HTML-first (scripts/lib/static-pages.mjs) or islands
// (src/config/islands.mjs, rendered through <Island>) does not need Next's client router and
// runtime: each island is a React root of its own. buildIslands() bundles the islands' browser
// entry (src/components/islands/entry.ts) with esbuild, next to Next's own static files (so the
// server gives them the same immutable caching): one entry, React in a shared chunk, one chunk
// per island. islandPage() emits such a page like a static one (no framework script, no RSC
// payload) plus the entry, loaded after the first contentful paint by the paint-first loader
// (as a module) with React and the page's island chunks preloaded then; the entry imports them
// when an island hydrates (src/components/islands/arm.ts). What this reads of Next's output
// is what the static step reads (the page's client references); the islands' own markup
// (data-island, the JSON props) is ours.
import fs from "node:fs";
import path from "node:path";

import * as esbuild from "esbuild";

import { ISLAND_ATTRIBUTE, ISLANDS } from "../../src/config/islands.mjs";
import { loaderScript } from "./paint-first.mjs";
import { stripFramework } from "./static-pages.mjs";

/** Where the bundles go under .next/static, and their URL prefix. */
const OUTPUT_DIR = "islands";
const URL_PREFIX = `/_next/static/${OUTPUT_DIR}/`;
const ENTRY = "src/components/islands/entry.ts";

/** The attribute islandPage() puts on <html> (a page without the framework, with islands). */
const ISLANDS_PAGE_ATTRIBUTE = "data-islands";

/** Imports an island may not make: the framework (it is not on the page) and server modules. */
const FORBIDDEN = /^(?:next(?:\/.*)?|server-only|node:.*|@\/lib\/db(?:\/.*)?)$/;

const forbidFramework = {
  name: "islands-without-the-framework",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      FORBIDDEN.test(args.path)
        ? {
            errors: [
              {
                text: `An island may not import "${args.path}" (imported by ${path.relative(process.cwd(), args.importer)}): it runs without the framework and the server.`,
              },
            ],
          }
        : undefined,
    );
  },
};

/**
 * What `process.env` is in the browser, as Next.js makes it: the NEXT_PUBLIC_ variables of the
 * build's environment written in, NODE_ENV "production", and nothing else.
 */
function browserEnvironment() {
  const define = { "process.env": "{}", "process.env.NODE_ENV": '"production"' };
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith("NEXT_PUBLIC_")) define[`process.env.${name}`] = JSON.stringify(value);
  }
  return define;
}

/** The island name of each island module ("src/components/ai/models-loader.tsx" → "models-loader"). */
const ISLAND_OF_MODULE = new Map(Object.entries(ISLANDS).map(([name, module]) => [module, name]));

/** Whether a client module (its key, as static-pages.mjs names it) is an island's. */
export function isIslandModule(key) {
  return ISLAND_OF_MODULE.has(key);
}

/**
 * Bundles the islands into `.next/static/islands`: { entry: its URL, entryImports: the URLs the
 * entry imports (statically, or the runtime and React it imports when an island hydrates), chunks: island name → the URLs it needs besides those }. Throws (esbuild's
 * message) when an island imports the framework or a server module. (`entry`: for the tests.)
 */
export async function buildIslands(layout, root = process.cwd(), entry = ENTRY) {
  const outdir = path.join(layout.staticDir, OUTPUT_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { entry },
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    jsx: "automatic",
    legalComments: "none",
    define: browserEnvironment(),
    tsconfig: path.join(root, "tsconfig.json"),
    plugins: [forbidFramework],
    metafile: true,
    logLevel: "silent",
  });
  const outputs = result.metafile.outputs;
  const urlOf = (output) => URL_PREFIX + path.relative(outdir, path.join(root, output));
  const entryOutput = Object.keys(outputs).find((output) => outputs[output].entryPoint === entry);
  if (!entryOutput) throw new Error("buildIslands: esbuild wrote no entry");
  /** An output and every output it imports statically, transitively. */
  const withStaticImports = (output, seen = new Set()) => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const imported of outputs[output].imports) {
      if (imported.kind === "import-statement") withStaticImports(imported.path, seen);
    }
    return seen;
  };
  // The entry arms the islands; it imports the runtime (React) when one hydrates, preloaded with
  // it: both are every island page's.
  const entryFiles = withStaticImports(entryOutput);
  for (const imported of outputs[entryOutput].imports) {
    if (imported.kind === "dynamic-import") withStaticImports(imported.path, entryFiles);
  }
  const chunks = {};
  for (const [name, module] of Object.entries(ISLANDS)) {
    const output = Object.keys(outputs).find((file) => outputs[file].entryPoint === module);
    if (!output) throw new Error(`buildIslands: no chunk for the island ${name} (${module})`);
    chunks[name] = [...withStaticImports(output)]
      .filter((file) => !entryFiles.has(file))
      .map(urlOf);
  }
  return {
    entry: urlOf(entryOutput),
    entryImports: [...entryFiles].filter((file) => file !== entryOutput).map(urlOf),
    chunks,
  };
}

/** The island names of a page, in document order, once each. */
export function pageIslands(html) {
  const names = [];
  for (const match of html.matchAll(
    new RegExp(`<[a-z]+\\b[^>]*\\s${ISLAND_ATTRIBUTE}="([^"]+)"`, "g"),
  )) {
    if (!names.includes(match[1])) names.push(match[1]);
  }
  return names;
}

/**
 * A page with islands, without the framework: what stripFramework makes of it, then the
 * islands' entry and the chunks of its islands, loaded as modules after the first paint.
 * Throws when the page names an island the build does not have.
 */
export function islandPage(html, build) {
  const names = pageIslands(html);
  if (names.length === 0) throw new Error("islandPage: the page has no island");
  const files = [...build.entryImports];
  for (const name of names) {
    const chunks = build.chunks[name];
    if (!chunks) throw new Error(`islandPage: unknown island ${name}`);
    for (const file of chunks) if (!files.includes(file)) files.push(file);
  }
  const stripped = stripFramework(html, { mark: ISLANDS_PAGE_ATTRIBUTE });
  const end = stripped.lastIndexOf("</body>");
  return (
    stripped.slice(0, end) +
    loaderScript([build.entry], { module: true, preload: files }) +
    stripped.slice(end)
  );
}
