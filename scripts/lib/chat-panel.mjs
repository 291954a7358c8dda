// The chat panel's bundle: a build step (run by scripts/paint-first.mjs). The panel
// (src/components/chat/panel.tsx) is React without the framework, loaded by the page's inline
// script on the chat launcher's first press only, so it is one file of its own (React inside it),
// next to Next's static files (immutable caching, a hash in its name). Every pre-rendered page's
// launcher gets its URL in `data-chat-panel` (withChatPanel); a page rendered per request keeps
// the attribute empty and its launcher stays a link to /chat.
import fs from "node:fs";
import path from "node:path";

import * as esbuild from "esbuild";

const OUTPUT_DIR = "chat";
const URL_PREFIX = `/_next/static/${OUTPUT_DIR}/`;
const CHAT_PANEL_ENTRY = "src/components/chat/panel.tsx";
const EMPTY_ATTRIBUTE = 'data-chat-panel=""';

/** Bundles the panel into `.next/static/chat`; returns its URL and its gzip size. */
export async function buildChatPanel(layout, root = process.cwd()) {
  const outdir = path.join(layout.staticDir, OUTPUT_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { panel: CHAT_PANEL_ENTRY },
    outdir,
    entryNames: "[name]-[hash]",
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    jsx: "automatic",
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
    tsconfig: path.join(root, "tsconfig.json"),
    metafile: true,
    logLevel: "silent",
  });
  const [output] = Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".js"));
  if (!output) throw new Error("buildChatPanel: esbuild wrote no bundle");
  return { url: URL_PREFIX + path.basename(output), file: path.join(root, output) };
}

/** The page with its chat launcher pointing at the panel's bundle. */
export function withChatPanel(html, url) {
  return html.replaceAll(EMPTY_ATTRIBUTE, `data-chat-panel="${url}"`);
}
