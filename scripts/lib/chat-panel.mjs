// The chat panel's bundle: a build step (run by scripts/paint-first.mjs). The panel
// (src/components/chat/panel.tsx) is React without the framework, loaded by the page's inline
// script on the chat launcher's first press only, so it is one file of its own (React inside it),
// next to Next's static files (immutable caching, a hash in its name). Every pre-rendered page's
// launcher gets its URL in `data-chat-panel` (withChatPanel); a page rendered per request keeps
// the attribute empty and its launcher stays a link to /chat.
//
// The panel's CSS is a file of its own too (panelCss), in `data-chat-css`: a page carries only
// the rules it uses inline (scripts/lib/page-css.mjs), and the site's whole stylesheet is 17.5 KB
// gzip, so the panel brings the rules its own code can use, purged the same way, each limited to
// the panel's elements. Limited, because rules appended after the page's own would otherwise
// change the page: a `p-2` coming again after the page's `px-4`, the light theme's `:root`
// variables again after the page's `.dark`. So every rule's subject gets `:is([data-chat-root] *)`
// (its ancestors may still be anything: `.dark`, `html[lang=ar]`), which adds the same
// specificity to all of them, keeping their order among themselves and the layers first; and the
// theme's custom properties, declared on the document element (`:root`, `.dark`), are declared on
// the panel's root under the same condition (`.dark [data-chat-root]`), since the page's CSS keeps
// only those it uses. Keyframes stay as they are; @font-face rules are left to the page.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import * as esbuild from "esbuild";
import postcss from "postcss";

import { purgePageCss } from "./page-css.mjs";

const OUTPUT_DIR = "chat";
const URL_PREFIX = `/_next/static/${OUTPUT_DIR}/`;
const CHAT_PANEL_ENTRY = "src/components/chat/panel.tsx";
const EMPTY_ATTRIBUTE = 'data-chat-panel=""';
const EMPTY_CSS_ATTRIBUTE = 'data-chat-css=""';
/** The panel's root element, which every rule of the panel's CSS is limited to. */
export const PANEL_SCOPE = "[data-chat-root]";
const IN_PANEL = `:is(${PANEL_SCOPE} *)`;
/**
 * The document element (`html`, `:root`, `:host`, and `.dark`, the theme's class that the head
 * script sets on it), with any attributes, classes or pseudo-classes, alone.
 */
const DOCUMENT_ELEMENT =
  /^(?:html|:root|:host|\.dark)(?:\[[^\]]*\]|\.[\w-]+|:[\w-]+(?:\([^()]*\))?)*$/;
/** A selector's trailing pseudo-element (`::placeholder`, `:after`), with what follows it. */
const PSEUDO_ELEMENT =
  /(?:::[\w-]+(?:\([^()]*\))?|:(?:before|after|first-line|first-letter)(?![\w-]))(?::{1,2}[\w-]+(?:\([^()]*\))?)*$/;
/** What the panel is rendered in: the document element of a page, in each language and theme. */
const PANEL_CONTEXT =
  '<html lang="en" dir="ltr" class="dark"></html><html lang="ar" dir="rtl" class="light"></html>';

/** `selector`, matching only inside the panel (see the head of this file). */
function inPanel(selector, declaresVariables) {
  if (declaresVariables && DOCUMENT_ELEMENT.test(selector)) return `${selector} ${PANEL_SCOPE}`;
  const pseudo = PSEUDO_ELEMENT.exec(selector);
  const at = pseudo ? pseudo.index : selector.length;
  return `${selector.slice(0, at)}${IN_PANEL}${selector.slice(at)}`;
}

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

/**
 * The rules of the site's stylesheet `css` that the panel's code can use, limited to the panel's
 * elements (see the head of this file). Throws, as purgePageCss does, when a kept rule lost a custom
 * property or keyframes it uses.
 */
export async function panelCss(css, panelCode) {
  const root = postcss.parse(await purgePageCss(css, PANEL_CONTEXT, [panelCode]));
  root.walkAtRules("font-face", (rule) => {
    rule.remove();
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
    const declaresVariables = rule.nodes.every(
      (node) => node.type !== "decl" || node.prop.startsWith("--"),
    );
    rule.selectors = rule.selectors.map((selector) => inPanel(selector, declaresVariables));
  });
  root.walkAtRules((rule) => {
    if (rule.nodes?.length === 0) rule.remove();
  });
  return root.toString();
}

/** Writes the panel's CSS beside its bundle, named by its content's hash; returns its URL. */
export function writePanelCss(layout, css) {
  const hash = crypto.createHash("sha256").update(css).digest("base64url").slice(0, 10);
  const name = `panel-${hash}.css`;
  fs.writeFileSync(path.join(layout.staticDir, OUTPUT_DIR, name), css);
  return URL_PREFIX + name;
}

/** The page with its chat launcher pointing at the panel's bundle and stylesheet. */
export function withChatPanel(html, url, cssUrl) {
  return html
    .replaceAll(EMPTY_ATTRIBUTE, `data-chat-panel="${url}"`)
    .replaceAll(EMPTY_CSS_ATTRIBUTE, `data-chat-css="${cssUrl}"`);
}
