import { describe, expect, it } from "vitest";

import {
  absoluteUrls,
  htmlTokens,
  inlinePageCss,
  missingReferences,
  purgePageCss,
  replacedStylesheets,
  restoreStylesheets,
  scriptTokens,
  withoutPageCss,
} from "./page-css.mjs";

/** A page as the static step leaves it: Next's stylesheet link, our head script, the content. */
function page({
  head = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  body = "",
  html = 'lang="en" dir="ltr" class="dark"',
  script = "",
} = {}) {
  return [
    `<!DOCTYPE html><html ${html}><head><meta charSet="utf-8"/>${head}`,
    script ? `<script data-site-script="">${script}</script>` : "",
    `</head><body>${body}</body></html>`,
  ].join("");
}

/** The selectors (and at-rule preludes) of a CSS text, flattened: what a test asks about. */
const has = (css: string, text: string) => css.replace(/\s+/g, " ").includes(text);

describe("purgePageCss", () => {
  it("keeps the rules of the page's classes, tags and ids and drops the others", async () => {
    const css = String.raw`.card{padding:1rem}.unused{color:red}main{display:block}table{width:1px}#main{outline:0}#gone{outline:0}`;
    const out = await purgePageCss(
      css,
      page({ body: '<main id="main"><div class="card">x</div></main>' }),
    );
    expect(has(out, ".card{")).toBe(true);
    expect(has(out, "main{")).toBe(true);
    expect(has(out, "#main{")).toBe(true);
    expect(has(out, ".unused")).toBe(false);
    expect(has(out, "table")).toBe(false);
    expect(has(out, "#gone")).toBe(false);
  });

  it("reads class names through HTML's escapes ([&_svg]:size-4 is written [&amp;_svg]:size-4)", async () => {
    const css = String.raw`.\[\&_svg\]\:size-4 svg{width:1rem}.\[\&_svg\]\:size-5 svg{width:2rem}`;
    const out = await purgePageCss(
      css,
      page({ body: '<button class="[&amp;_svg]:size-4"><svg></svg></button>' }),
    );
    expect(has(out, "size-4 svg")).toBe(true);
    expect(has(out, "size-5")).toBe(false);
  });

  it("keeps a rule whose class only a script names, and only on a page that runs it", async () => {
    const css = String.raw`.toast{position:fixed}.error-summary{border:1px solid}.pending\:opacity-60{opacity:.6}`;
    const chunk =
      'jsx("div",{role:"alert",className:"error-summary pending:opacity-60",children:e})';
    const withIsland = await purgePageCss(css, page({ body: "<main></main>" }), [chunk]);
    expect(has(withIsland, ".error-summary{")).toBe(true);
    expect(has(withIsland, String.raw`.pending\:opacity-60{`)).toBe(true);
    expect(has(withIsland, ".toast")).toBe(false);
    const without = await purgePageCss(css, page({ body: "<main></main>" }));
    expect(has(without, ".error-summary")).toBe(false);
  });

  it("lets an attribute a script sets take any value (dataset, setAttribute)", async () => {
    const css = String.raw`.tab[data-state=active]{color:red}.copy[data-copy-state=copied]{color:green}.menu[aria-expanded=true]{color:blue}`;
    const body =
      '<button class="tab" data-state="inactive"></button><button class="copy"></button><button class="menu" aria-expanded="false"></button>';
    const script =
      'function s(t){t.dataset.state="on";b.dataset.copyState=x;m.setAttribute("aria-expanded",String(o))}';
    const scripted = await purgePageCss(css, page({ body, script }));
    expect(has(scripted, ".tab[data-state=active]")).toBe(true);
    expect(has(scripted, ".copy[data-copy-state=copied]")).toBe(true);
    expect(has(scripted, ".menu[aria-expanded=true]")).toBe(true);
    // Without a script, the values are the HTML's: none of these can match.
    const plain = await purgePageCss(css, page({ body }));
    expect(plain.trim()).toBe("");
  });

  it("keeps the dark theme: .dark tokens and dark: variants of the page's classes", async () => {
    const css = String.raw`:root{--bg:#fff}.dark{--bg:#000}.bg{background:var(--bg)}.dark\:text-white:where(.dark,.dark *){color:#fff}.dark\:text-black:where(.dark,.dark *){color:#000}`;
    const out = await purgePageCss(
      css,
      page({ body: '<p class="bg dark:text-white">x</p>', script: 'r.classList.toggle("dark",d)' }),
    );
    expect(has(out, ".dark{--bg:#000}")).toBe(true);
    expect(has(out, String.raw`.dark\:text-white:where(.dark,.dark *)`)).toBe(true);
    expect(has(out, "text-black")).toBe(false);
  });

  it("keeps right-to-left rules on an Arabic page and drops [dir=rtl] rules on an English one", async () => {
    const css = String.raw`[dir=rtl] pre{direction:ltr}.rtl\:-scale-x-100:where(:dir(rtl),[dir=rtl],[dir=rtl] *){scale:-1 1}.rtl\:hidden:where(:dir(rtl),[dir=rtl],[dir=rtl] *){display:none}`;
    const body = '<pre class="rtl:-scale-x-100">code</pre>';
    const arabic = await purgePageCss(css, page({ html: 'lang="ar" dir="rtl"', body }));
    expect(has(arabic, "[dir=rtl] pre")).toBe(true);
    expect(has(arabic, String.raw`.rtl\:-scale-x-100`)).toBe(true);
    expect(has(arabic, String.raw`.rtl\:hidden`)).toBe(false);
    const english = await purgePageCss(
      css,
      page({ html: 'lang="en" dir="ltr"', body: "<pre>code</pre>" }),
    );
    expect(has(english, "[dir=rtl] pre")).toBe(false);
  });

  it("keeps keyframes that kept rules use, directly or through a custom property", async () => {
    const css = String.raw`:root{--animate-spin:spin 1s linear infinite}.animate-spin{animation:var(--animate-spin)}.sheet{animation:sheet-in .2s}.gone{animation:gone 1s}@keyframes spin{to{rotate:1turn}}@keyframes sheet-in{from{translate:100%}}@keyframes gone{to{opacity:0}}`;
    const out = await purgePageCss(
      css,
      page({ body: '<div class="animate-spin"></div><dialog class="sheet"></dialog>' }),
    );
    expect(has(out, "@keyframes spin")).toBe(true);
    expect(has(out, "@keyframes sheet-in")).toBe(true);
    expect(has(out, "@keyframes gone")).toBe(false);
  });

  it("keeps the custom properties that kept rules, inline styles and keyframes use", async () => {
    const css = String.raw`:root{--used:1px;--inline:2px;--in-keyframes:0;--chain:var(--base);--base:3px;--unused:4px}.a{margin:var(--used);padding:var(--chain)}.fade{animation:fade 1s}@keyframes fade{from{opacity:var(--in-keyframes)}}`;
    const out = await purgePageCss(
      css,
      page({ body: '<p class="a fade" style="width:var(--inline)">x</p>' }),
    );
    for (const name of ["--used", "--inline", "--in-keyframes", "--chain", "--base"]) {
      expect(has(out, `${name}:`), name).toBe(true);
    }
    expect(has(out, "--unused")).toBe(false);
  });

  it("keeps what the browser's state and media decide: pseudo-classes, pseudo-elements, print, reduced motion", async () => {
    const css = String.raw`:focus-visible{outline:2px solid}::selection{background:#0ff}[hidden]:where(:not([hidden=until-found])){display:none!important}.link:hover{color:red}.input::placeholder{color:gray}:where(.group):hover .group-hover\:underline{text-decoration:underline}dialog.sheet[open]{animation:none}@media print{header[data-site-header]{display:none}}@media (prefers-reduced-motion:reduce){*,:before,:after{animation-duration:.01ms!important}}@property --tw-x{syntax:"*";inherits:false}@font-face{font-family:inter;src:url(/a.woff2)}`;
    const out = await purgePageCss(
      css,
      page({
        body: '<header data-site-header=""><a class="link group"><span class="group-hover:underline">x</span></a></header><input class="input"/><dialog class="sheet"></dialog><div hidden=""></div>',
      }),
    );
    for (const kept of [
      ":focus-visible{",
      "::selection{",
      "[hidden]:where(:not([hidden=until-found]))",
      ".link:hover",
      ".input::placeholder",
      String.raw`:where(.group):hover .group-hover\:underline`,
      "dialog.sheet[open]",
      "header[data-site-header]",
      "animation-duration:.01ms",
      "@property --tw-x",
      "@font-face",
    ]) {
      expect(has(out, kept), kept).toBe(true);
    }
  });

  it("keeps the typography plugin's rules, which exclude .not-prose with :not(:where(...))", async () => {
    const css = String.raw`.prose :where(h2):not(:where([class~=not-prose],[class~=not-prose] *)){font-size:1.5em}.prose :where(h4):not(:where([class~=not-prose],[class~=not-prose] *)){font-size:1em}`;
    const out = await purgePageCss(css, page({ body: '<div class="prose"><h2>Title</h2></div>' }));
    expect(has(out, ".prose :where(h2)")).toBe(true);
    expect(has(out, ".prose :where(h4)")).toBe(false);
  });
});

describe("missingReferences", () => {
  it("names what the output uses but lost, and nothing when it lost nothing it uses", () => {
    const input = ":root{--a:1px;--b:2px}.x{margin:var(--a);animation:spin 1s}@keyframes spin{}";
    expect(missingReferences(input, ".x{margin:var(--a);animation:spin 1s}")).toEqual([
      "--a",
      "spin",
    ]);
    expect(missingReferences(input, ":root{--a:1px}.x{margin:var(--a)}")).toEqual([]);
  });
});

describe("the tokens a page offers", () => {
  it("takes class lists, lower-cased attribute names and script words from HTML", () => {
    const tokens = htmlTokens(
      '<button popoverTarget="m" class="a [&amp;&gt;svg]:b">x</button><script>el.dataset.themeChoice="light"</script>',
    );
    for (const token of [
      "button",
      "popovertarget",
      "a",
      "[&>svg]:b",
      "data-theme-choice",
      "light",
    ]) {
      expect(tokens, token).toContain(token);
    }
  });

  it("keeps a class with a quote or an angle bracket whole from a string literal", () => {
    const tokens = scriptTokens(`x="content-['x'] [&>svg]:size-4";y='a "b"'`);
    expect(tokens).toContain("content-['x']");
    expect(tokens).toContain("[&>svg]:size-4");
  });
});

describe("inlinePageCss", () => {
  const files: Record<string, string> = {
    "/_next/static/chunks/site.css": String.raw`@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2")}.card{padding:1rem}.unused{color:red}.from-island{color:green}.late{color:blue}`,
    "/_next/static/chunks/print.css": "@media print{.card{color:#000}.unused{color:#000}}",
    "/_next/static/islands/entry-A.js": 'import("./other-island-C.js");import("./island-B.js")',
    "/_next/static/islands/island-B.js":
      'import"./chunk-D.js";const l=()=>import("./late-E.js");jsx("p",{className:"from-island"})',
    "/_next/static/islands/chunk-D.js": "export const x=1",
    "/_next/static/islands/late-E.js": 'jsx("p",{className:"late"})',
    "/_next/static/islands/other-island-C.js": 'jsx("p",{className:"unused"})',
  };
  const read = (url: string) => {
    const text = files[url];
    if (text === undefined) throw new Error(`no file ${url}`);
    return text;
  };
  const links =
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/print.css" data-precedence="next"/>';

  it("replaces the links with one style in place of the first, with absolute URLs, and can put them back", async () => {
    const html = page({
      head:
        '<link rel="preload" href="/_next/static/chunks/site.css" as="style"/>' +
        links +
        '<meta name="x"/>',
      body: '<div class="card"></div>',
    });
    const result = await inlinePageCss(html, read);
    expect(result.sources).toEqual([
      "/_next/static/chunks/site.css",
      "/_next/static/chunks/print.css",
    ]);
    expect(result.html).not.toContain('rel="stylesheet"');
    expect(result.html).not.toContain('as="style"');
    expect(result.html).toContain(
      '<style data-page-css="/_next/static/chunks/site.css /_next/static/chunks/print.css">',
    );
    expect(result.html.indexOf("<style")).toBeLessThan(result.html.indexOf('<meta name="x"'));
    expect(result.css).toContain("url(/_next/static/media/inter.woff2)");
    expect(result.css).toContain("@media print{.card{color:#000}}");
    expect(result.css).not.toContain(".unused");
    expect(replacedStylesheets(result.html)).toEqual(result.sources);
    expect(withoutPageCss(result.html)).toContain(
      '<style data-page-css="/_next/static/chunks/site.css /_next/static/chunks/print.css"></style><meta name="x"/>',
    );
    expect(restoreStylesheets(result.html)).toBe(
      html.replace('<link rel="preload" href="/_next/static/chunks/site.css" as="style"/>', ""),
    );
  });

  it("reads the islands a page loads and what they import, not the islands it does not have", async () => {
    const loader =
      '<script data-paint-first="">(function(s,p){})(["/_next/static/islands/entry-A.js"],["/_next/static/islands/island-B.js"])</script>';
    const html = page({ head: links, body: `<div data-island="b"></div>${loader}` });
    const { css } = await inlinePageCss(html, read);
    expect(css).toContain(".from-island");
    expect(css).toContain(".late");
    expect(css).not.toContain(".unused");
    const staticPage = await inlinePageCss(page({ head: links }), read);
    expect(staticPage.css).not.toContain(".from-island");
  });

  it("leaves a page without a stylesheet as it is, and refuses a link it does not know", async () => {
    const bare = page({ head: "" });
    expect(await inlinePageCss(bare, read)).toEqual({ html: bare, sources: [], css: "" });
    await expect(
      inlinePageCss(page({ head: '<link rel="stylesheet" href="/other.css"/>' }), read),
    ).rejects.toThrow(/stylesheet link it does not know/);
  });
});

describe("absoluteUrls", () => {
  it("resolves relative URLs against the stylesheet and leaves the others", () => {
    expect(
      absoluteUrls(
        '.a{background:url("../img/a.png"),url(/b.png),url(data:image/gif;base64,R0),url(#c)}',
        "/_next/static/chunks/a.css",
      ),
    ).toBe(
      '.a{background:url("/_next/static/img/a.png"),url(/b.png),url(data:image/gif;base64,R0),url(#c)}',
    );
  });
});
