// CSS per page: a build step over Next's pre-rendered HTML (run by scripts/paint-first.mjs, on the
// pages it emits without the framework: `static` and `islands`).
//
// Next.js links one stylesheet, the whole of Tailwind's output for the site (105 KB, 17.5 KB
// gzip), from every page. inlinePageCss() replaces a page's stylesheet links with one inline
// <style> that holds only the rules the page can use, found by PurgeCSS (`purgecss`, pinned in
// package.json) from what can be on the page:
//  - its HTML: tags, attribute names, every word of every attribute value (the class lists,
//    decoded from HTML's escapes), inline styles, <noscript> content, the islands' props;
//  - the scripts it runs: its inline scripts (the head script's theme and header, and those of
//    the parts it shows: copy buttons, tabs, carousel, sign-in, offer) and, on a page with islands, the islands' files its loader starts and everything
//    they import, whose string literals hold the classes an island renders after hydration.
// An attribute that one of those scripts names may take any value (they set data-state,
// aria-expanded, data-theme-choice... at run time), and pseudo-classes and pseudo-elements are
// always possible (hover, focus, ::backdrop, :popover-open): rules are dropped for their classes,
// tags, ids and static attributes alone. Custom properties and @keyframes that no kept rule, no
// inline style and no script references are dropped; @font-face rules are all kept (a browser
// downloads only the faces it uses). A page whose purge loses a custom property or keyframes
// that a kept rule still uses fails the build (missingReferences).
//
// Why inline rather than a file per page: see docs/build.md#css-per-page. The style element
// keeps the URLs it replaces (data-page-css), so restoreStylesheets() can put the global
// stylesheet back: the visual check (scripts/page-css-check.mjs) compares the two.
import path from "node:path";

import postcss from "postcss";
import { PurgeCSS } from "purgecss";

import { loaderSources } from "./paint-first.mjs";

/** A stylesheet link as Next.js writes it (restoreStylesheets writes it back the same). */
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;
const ANY_STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/g;
const STYLE_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="style")[^>]*>/g;
/** The attribute of the inline style: the stylesheets' URLs it replaces, space-separated. */
const MARK = "data-page-css";
const PAGE_STYLE = new RegExp(`<style ${MARK}="([^"]*)">[\\s\\S]*?</style>`);

const ENTITIES = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };
const decode = (text) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name) => ENTITIES[name]);

/**
 * `compute(text)`, kept for the next call with the same text: every page a build step purges
 * links the same stylesheet and most load the same islands' files, whose parses and tokens were
 * otherwise made again for each (a fifth of the step's time over 475 pages). Callers never change
 * what it returns.
 */
function memoized(compute) {
  const results = new Map();
  return (text) => {
    if (!results.has(text)) results.set(text, compute(text));
    return results.get(text);
  };
}

/** `fooBar` of `element.dataset.fooBar` → `data-foo-bar`. */
const datasetAttribute = (property) =>
  `data-${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * Every word of JavaScript that could name a class, a tag, an attribute or a custom property:
 * identifiers, the words of every string literal (a class list; `[&>svg]:size-4` and `content-['']`
 * stay whole in theirs), the pieces between quotes and spaces, and `dataset.fooBar` as
 * `data-foo-bar`. Generous on purpose: a word too many keeps a rule, a word too few loses one.
 */
export function scriptTokens(code) {
  const words = code.match(/[\w-]+/g) ?? [];
  // A property of React (tabIndex, popoverTarget) is an attribute in lower case.
  const tokens = new Set([...words, ...words.map((word) => word.toLowerCase())]);
  for (const piece of code.split(/[\s"'`\\]+/)) if (piece) tokens.add(piece);
  for (const [, double, single] of code.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g)) {
    for (const word of (double ?? single).split(/\s+/)) if (word) tokens.add(word);
  }
  for (const [, property] of code.matchAll(/\bdataset\.([A-Za-z]\w*)/g)) {
    tokens.add(datasetAttribute(property));
  }
  return [...tokens];
}

/**
 * scriptTokens of the scripts a page runs, which are mostly the same from page to page (the head
 * script, the islands' files); a copy each time, since PurgeCSS is given it as an extractor.
 */
const knownScriptTokens = memoized(scriptTokens);
const scriptTokensOnce = (code) => [...knownScriptTokens(code)];

/** The text of the inline scripts a browser runs in this HTML (not JSON data, not JSON-LD). */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes))
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
      return type === "" || type === "module" || type === "text/javascript";
    })
    .map(([, , body]) => body);
}

/**
 * Every word of an HTML page that could name what a selector asks for: tag and attribute names,
 * each whitespace-separated word of each attribute value (HTML's escapes decoded: a class
 * `[&_svg]:size-4` is written `[&amp;_svg]:size-4`), the words of the text and, for every
 * inline script, scriptTokens().
 */
export function htmlTokens(html) {
  const tokens = new Set(html.match(/[\w-]+/g));
  for (const [, name, value] of html.matchAll(/\s([^\s"'<>/=]+)="([^"]*)"/g)) {
    // React writes some attributes camel-cased (popoverTarget); selectors match them in any case.
    tokens.add(name).add(name.toLowerCase());
    for (const word of decode(value).split(/\s+/)) if (word) tokens.add(word);
  }
  for (const body of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const token of scriptTokens(body[1])) tokens.add(token);
  }
  return [...tokens];
}

/** The stylesheets a page links, as Next.js writes them; throws on a link of another shape. */
export function pageStylesheets(html) {
  const links = [...html.matchAll(STYLESHEET_LINK)].map(([tag, href]) => ({ tag, href }));
  const all = html.match(ANY_STYLESHEET_LINK) ?? [];
  if (all.length !== links.length) {
    const unknown = all.find((tag) => !links.some((link) => link.tag === tag));
    throw new Error(`page-css: a stylesheet link it does not know: ${unknown}`);
  }
  return links;
}

/**
 * The scripts a page with islands loads: the islands' entry that its loader starts (read, not
 * followed: it imports every island) and the files it preloads, with everything those import,
 * statically or not (`"./name-HASH.js"` beside them). `read(url)` gives a /_next/static file.
 */
function islandScripts(html, read) {
  const { sources, preload } = loaderSources(html);
  const texts = sources.map(read);
  const seen = new Set();
  const queue = [...preload];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const text = read(url);
    texts.push(text);
    for (const [, file] of text.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), file));
    }
  }
  return texts;
}

/** A URL a stylesheet resolves against its own address: not absolute, not data, not a fragment. */
const RELATIVE_URL = /^(?![a-z][a-z\d+.-]*:|\/|#)/i;

/**
 * The stylesheet at `href` with its relative `url()`s made absolute (`../media/a.woff2` in
 * /_next/static/chunks/a.css is /_next/static/media/a.woff2): inline, they would resolve against
 * the page's address instead.
 */
export function absoluteUrls(css, href) {
  const root = postcss.parse(css);
  const base = new URL(href, "https://page-css.invalid/");
  const resolve = (url) => {
    const absolute = new URL(url, base);
    return absolute.pathname + absolute.search + absolute.hash;
  };
  const rewrite = (value) =>
    value.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (call, quote, url) =>
      RELATIVE_URL.test(url) ? `url(${quote}${resolve(url)}${quote})` : call,
    );
  root.walkDecls((decl) => {
    decl.value = rewrite(decl.value);
  });
  root.walkAtRules((rule) => {
    rule.params = rewrite(rule.params);
  });
  return root.toString();
}

/** absoluteUrls of a stylesheet, made once per build step for the many pages that link it. */
const absoluteByHref = new Map();
function absoluteStylesheet(css, href) {
  const key = `${href}\n${css}`;
  if (!absoluteByHref.has(key)) absoluteByHref.set(key, absoluteUrls(css, href));
  return absoluteByHref.get(key);
}

/** Custom properties a rule can use without PurgeCSS seeing it: in @keyframes. */
function keyframesVariables(root) {
  const names = new Set();
  root.walkAtRules(/keyframes$/, (rule) => {
    rule.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) names.add(name);
    });
  });
  return names;
}

/** Custom properties and keyframes the CSS defines, and those its rules use. */
function definitionsAndUses(root) {
  const defined = { variables: new Set(), keyframes: new Set() };
  const used = { variables: new Set(), keyframes: new Set() };
  root.walkAtRules(/keyframes$/, (rule) => defined.keyframes.add(rule.params));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--")) defined.variables.add(decl.prop);
    for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) used.variables.add(name);
    if (decl.prop === "animation" || decl.prop === "animation-name" || decl.prop.startsWith("--")) {
      for (const word of decl.value.split(/[\s,]+/)) used.keyframes.add(word);
    }
  });
  return { defined, used };
}

/** definitionsAndUses of a whole stylesheet, parsed once however many pages purge it. */
const stylesheetReferences = memoized((css) => definitionsAndUses(postcss.parse(css)));

/** The attribute names the stylesheet's selectors ask for (`[data-state`), found once. */
const selectorAttributesOf = memoized(
  (css) => new Set([...css.matchAll(/\[([A-Za-z_][\w-]*)/g)].map((m) => m[1])),
);

/** keyframesVariables of a whole stylesheet, parsed once. */
const stylesheetKeyframesVariables = memoized((css) => keyframesVariables(postcss.parse(css)));

/**
 * What the purged CSS uses but lost: custom properties and keyframes that `input` defines and
 * `output` uses without defining. Empty unless the purge removed something it must not.
 */
export function missingReferences(input, output) {
  const before = stylesheetReferences(input);
  const after = definitionsAndUses(postcss.parse(output));
  return [
    ...[...after.used.variables].filter(
      (name) => before.defined.variables.has(name) && !after.defined.variables.has(name),
    ),
    ...[...after.used.keyframes].filter(
      (name) => before.defined.keyframes.has(name) && !after.defined.keyframes.has(name),
    ),
  ];
}

/**
 * The rules of `css` that a page can use, its HTML and the text of the scripts it loads given.
 * Throws when the result lost a custom property or keyframes that it still uses.
 */
export async function purgePageCss(css, html, scripts = []) {
  const running = [...inlineScripts(html), ...scripts];
  const scriptWords = new Set(running.flatMap(knownScriptTokens));
  const selectorAttributes = selectorAttributesOf(css);
  const contentWords = [...htmlTokens(html), ...scriptWords];
  const [result] = await new PurgeCSS().purge({
    content: [
      { raw: html, extension: "html" },
      ...scripts.map((raw) => ({ raw, extension: "js" })),
    ],
    extractors: [
      { extractor: htmlTokens, extensions: ["html"] },
      { extractor: scriptTokensOnce, extensions: ["js"] },
    ],
    css: [{ raw: css }],
    // The attributes a script names can take any value at run time. And `class`: PurgeCSS
    // requires what a `:not(:where(...))` excludes as if it had to be on the page, and the
    // typography plugin writes every rule so (`.prose :where(h2):not(:where([class~=not-prose],
    // [class~=not-prose] *))`): a class attribute selector always counts as present.
    dynamicAttributes: [
      "class",
      ...[...selectorAttributes].filter((name) => scriptWords.has(name)),
    ],
    safelist: {
      // Pseudo-classes and pseudo-elements: states and parts of an element the browser controls.
      standard: [/^:/],
      variables: [
        ...contentWords.filter((word) => word.startsWith("--")),
        ...stylesheetKeyframesVariables(css),
      ],
    },
    variables: true,
    keyframes: true,
    fontFace: false,
  });
  const missing = missingReferences(css, result.css);
  if (missing.length > 0) {
    throw new Error(`page-css: the purge lost what kept rules use: ${missing.join(", ")}`);
  }
  return result.css;
}

/**
 * The page with its stylesheet links replaced by one `<style data-page-css="URL ...">` holding
 * the rules it can use (purgePageCss), where the first link was; the stylesheets' preloads are
 * removed. `read(url)` gives the text of a /_next/static file. Returns { html, sources, css }:
 * the page, the URLs it no longer links and the CSS it now carries (unchanged when it links none).
 */
export async function inlinePageCss(html, read) {
  const links = pageStylesheets(html);
  if (links.length === 0) return { html, sources: [], css: "" };
  const sources = links.map((link) => link.href);
  const css = await purgePageCss(
    sources.map((href) => absoluteStylesheet(read(href), href)).join("\n"),
    html,
    loaderSources(html).sources.length > 0 ? islandScripts(html, read) : [],
  );
  if (/<\/style/i.test(css)) throw new Error("page-css: the CSS closes its <style>");
  const style = `<style ${MARK}="${sources.join(" ")}">${css}</style>`;
  let first = true;
  const out = html
    .replace(STYLESHEET_LINK, () => {
      const tag = first ? style : "";
      first = false;
      return tag;
    })
    .replace(STYLE_PRELOAD, (tag) =>
      sources.some((href) => tag.includes(`href="${href}"`)) ? "" : tag,
    );
  return { html: out, sources, css };
}

/** The stylesheets a page's inline CSS replaced (`data-page-css`), or [] when it has none. */
export function replacedStylesheets(html) {
  return PAGE_STYLE.exec(html)?.[1].split(" ").filter(Boolean) ?? [];
}

/** The page with its inline CSS left out (the style element kept, empty). */
export function withoutPageCss(html) {
  return html.replace(PAGE_STYLE, (tag) => tag.replace(/>[\s\S]*<\/style>$/, "></style>"));
}

/** The page with the stylesheet links its inline CSS replaced, as Next.js wrote them. */
export function restoreStylesheets(html) {
  return html.replace(PAGE_STYLE, (_tag, hrefs) =>
    hrefs
      .split(" ")
      .filter(Boolean)
      .map((href) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`)
      .join(""),
  );
}
