import postcss from "postcss";
import { describe, expect, it } from "vitest";

import { PANEL_SCOPE, panelCss, withChatPanel } from "./chat-panel.mjs";

// A stylesheet in the shape Tailwind v4 and the site's globals.css write: layers, theme variables
// on :root and their dark values on .dark, base rules, utilities (one with a dark variant, one
// with a pseudo-element), a rule of the document's language, and the font faces.
const SITE_CSS = `
@layer theme { :root, :host { --color-primary: var(--primary); --radius-lg: 0.5rem; } }
@layer base { *, :after, :before { box-sizing: border-box; } textarea { resize: vertical; } h1 { font-size: 2rem; } }
@layer utilities {
  .p-2 { padding: 0.5rem; }
  .px-4 { padding-inline: 1rem; }
  .rounded-lg { border-radius: var(--radius-lg); }
  .bg-primary { background-color: var(--color-primary); }
  .dark\\:bg-card:where(.dark, .dark *) { background-color: #111; }
  .placeholder\\:text-muted::placeholder { color: gray; }
  .animate-spin { animation: spin 1s linear infinite; }
  .text-9xl { font-size: 8rem; }
}
:root { --primary: #0a7; }
.dark { --primary: #5fd3ef; }
html[lang=ar] [class*=tracking-] { letter-spacing: 0; }
@keyframes spin { to { transform: rotate(360deg); } }
@font-face { font-family: Inter; src: url(/_next/static/media/inter.woff2); }
`;

// What the panel's bundle could name: its class lists, its tags.
const PANEL_CODE = `createElement("textarea",{className:"p-2 rounded-lg bg-primary dark:bg-card placeholder:text-muted animate-spin tracking-wide"})`;

const IN_PANEL = `:is(${PANEL_SCOPE} *)`;

/** Every selector of `css`'s rules, keyframes' steps aside. */
function selectors(css: string): string[] {
  const all: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === "atrule" && (parent as postcss.AtRule).name === "keyframes") return;
    all.push(...rule.selectors);
  });
  return all;
}

describe("the chat panel's own CSS", () => {
  it("holds only the rules the panel's code can use, each limited to the panel's elements", async () => {
    const css = await panelCss(SITE_CSS, PANEL_CODE);
    const all = selectors(css);
    expect(all).toContain(`.p-2${IN_PANEL}`);
    expect(all).toContain(`.dark\\:bg-card:where(.dark, .dark *)${IN_PANEL}`);
    expect(all).toContain(`textarea${IN_PANEL}`);
    // A pseudo-element stays last; its element is the one limited.
    expect(all).toContain(`.placeholder\\:text-muted${IN_PANEL}::placeholder`);
    expect(all).toContain(`${IN_PANEL}:after`);
    // A rule of the document's language: its ancestor may be the document element.
    expect(all).toContain(`html[lang=ar] [class*=tracking-]${IN_PANEL}`);
    // Not the panel's: another page's utility and heading.
    expect(css).not.toContain(".text-9xl");
    expect(css).not.toContain(".px-4");
    expect(css).not.toMatch(/\bh1\b/);
    // Nothing that could match an element of the page.
    expect(all.filter((selector) => !selector.includes(PANEL_SCOPE))).toEqual([]);
  });

  it("declares the theme's variables on the panel's root, the dark ones under the same class", async () => {
    const css = await panelCss(SITE_CSS, PANEL_CODE);
    const all = selectors(css);
    expect(all).toEqual(
      expect.arrayContaining([
        `:root ${PANEL_SCOPE}`,
        `:host ${PANEL_SCOPE}`,
        `.dark ${PANEL_SCOPE}`,
      ]),
    );
    // Equal specificity: the dark values win by coming later, as on the page.
    expect(css.indexOf(`.dark ${PANEL_SCOPE}`)).toBeGreaterThan(
      css.lastIndexOf(`:root ${PANEL_SCOPE}`),
    );
    expect(css).toContain("--primary: #5fd3ef");
    expect(css).toContain("--radius-lg: 0.5rem");
  });

  it("keeps the layers and the keyframes its rules use, and no font face", async () => {
    const css = await panelCss(SITE_CSS, PANEL_CODE);
    expect(css).toMatch(/@layer utilities/);
    expect(css).toMatch(/@keyframes spin \{ to \{ transform: rotate\(360deg\); \} \}/);
    expect(css).not.toContain("@font-face");
  });

  it("keeps the stylesheet's order of the rules it keeps", async () => {
    const css = await panelCss(SITE_CSS, PANEL_CODE);
    const order = [".p-2", ".rounded-lg", ".bg-primary", ".dark\\:bg-card", ".animate-spin"];
    const positions = order.map((selector) => css.indexOf(`\n  ${selector}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("is named on every pre-rendered launcher beside the panel's bundle", () => {
    const html = '<a href="/chat" data-chat-launcher="" data-chat-panel="" data-chat-css="">';
    expect(
      withChatPanel(html, "/_next/static/chat/panel-A.js", "/_next/static/chat/panel-B.css"),
    ).toBe(
      '<a href="/chat" data-chat-launcher="" data-chat-panel="/_next/static/chat/panel-A.js" data-chat-css="/_next/static/chat/panel-B.css">',
    );
  });
});
