import { describe, expect, it } from "vitest";

import { iconSprite } from "@/components/ui/icon-sprite";

import { inlineIcons, spriteSymbols } from "./inline-icons.mjs";

const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  '<symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>' +
  '<symbol id="sun" viewBox="0 0 24 24"><circle cx="12" cy="12" r="4"/></symbol>' +
  '<symbol id="moon" viewBox="0 0 24 24"><path d="M12 3a6 6 0 0 0 9 9"/></symbol>' +
  "</svg>";
const icon = (name: string) =>
  `<svg aria-hidden="true" class="icon size-4"><use href="/icons.svg#${name}"></use></svg>`;
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body class="min-h-dvh">${body}</body></html>`;

describe("inlineIcons", () => {
  it("draws the symbols a page uses, once each, at the start of its body, and points every reference at them", () => {
    const { html, icons } = inlineIcons(
      page(`<p>${icon("check")}a</p><p>${icon("sun")}${icon("check")}</p>`),
      spriteSymbols(sprite),
    );
    expect(icons).toEqual(["check", "sun"]);
    expect(html).toContain(
      '<body class="min-h-dvh"><svg width="0" height="0" class="absolute" aria-hidden="true" data-icon-symbols="">' +
        '<symbol id="icon-check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>' +
        '<symbol id="icon-sun" viewBox="0 0 24 24"><circle cx="12" cy="12" r="4"/></symbol></svg><p>',
    );
    expect(html).not.toContain("icon-moon");
    expect(html).not.toContain("/icons.svg");
    expect(html.match(/<use href="#icon-check">/g)).toHaveLength(2);
    expect(html.match(/<use href="#icon-sun">/g)).toHaveLength(1);
  });

  it("leaves a page without icons, and a link to the sprite that is not an icon, as they are", () => {
    const plain = page('<a href="/icons.svg#check">the sprite</a>');
    expect(inlineIcons(plain, spriteSymbols(sprite))).toEqual({ html: plain, icons: [] });
  });

  it("fails on an icon the sprite lacks and on an id the page already has", () => {
    expect(() => inlineIcons(page(icon("rocket")), spriteSymbols(sprite))).toThrow(
      'no icon "rocket"',
    );
    expect(() =>
      inlineIcons(page(`<h2 id="icon-sun">x</h2>${icon("sun")}`), spriteSymbols(sprite)),
    ).toThrow('id "icon-sun"');
  });

  it("reads every symbol of the site's own sprite", () => {
    const symbols = spriteSymbols(iconSprite());
    expect(symbols.size).toBe(iconSprite().match(/<symbol /g)?.length);
    expect(symbols.get("check")).toMatch(/^<symbol id="icon-check" viewBox="0 0 24 24">/);
  });
});
