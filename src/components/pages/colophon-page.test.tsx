// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { Locale } from "@/config/locales";
import { footerGroups } from "@/config/nav";
import { copyIn } from "@/lib/i18n/copy";
import { portraitPath } from "@/lib/portraits";

import { ColophonPage } from "./colophon-page";

const require = createRequire(import.meta.url);
const packageJson = require("../../../package.json") as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function render(locale: Locale): Document {
  const html = renderToStaticMarkup(<ColophonPage locale={locale} />);
  return new DOMParser().parseFromString(`<main>${html}</main>`, "text/html");
}

/** A package's licence as its package.json states it. */
function licenceOf(name: string): string {
  return (require(`${name}/package.json`) as { license: string }).license;
}

const ARABIC = /[\u0600-\u06FF]/;

describe.each(["en", "ar"] as const)("/colophon in %s", (locale) => {
  const page = render(locale);
  const { colophonEntries, colophonHero } = copyIn(locale, "colophon");
  const { leadership } = copyIn(locale, "team");

  it("has one title and an entry for each of its subjects, headings in order", () => {
    expect(page.querySelectorAll("h1")).toHaveLength(1);
    expect(page.querySelector("h1")?.textContent).toContain(colophonHero.title);
    expect([...page.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual(
      colophonEntries.map((entry) => entry.title),
    );
    expect(colophonEntries.map((entry) => entry.id)).toEqual([
      "portraits",
      "typefaces",
      "icons",
      "drawings",
      "build",
    ]);
  });

  it("shows the five leaders as drawn, each beside their name", () => {
    const portraits = [...page.querySelectorAll("img")].map((image) => image.getAttribute("src"));
    expect(portraits).toEqual(leadership.map((member) => portraitPath(member.portrait)));
    for (const member of leadership) expect(page.body.textContent).toContain(member.name);
  });

  it("links each licence it names, as a licence", () => {
    const links = [...page.querySelectorAll('a[rel="license"]')].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["CC0 1.0", "https://creativecommons.org/publicdomain/zero/1.0/"],
      ["SIL Open Font License 1.1", "https://openfontlicense.org/"],
      ["ISC", "https://lucide.dev/license"],
    ]);
  });

  it("is written in the page's language", () => {
    for (const entry of colophonEntries) {
      expect(ARABIC.test(entry.body), entry.id).toBe(locale === "ar");
    }
    expect(page.body.textContent).toMatch(locale === "ar" ? /رسومٌ توضيحية/ : /not photographs/);
  });
});

describe("the colophon", () => {
  it("says what the packages say: the style, typefaces and icons in use, and their licences", () => {
    const used = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });
    for (const name of ["@dicebear/core", "lucide-react", "next", "react", "tailwindcss"]) {
      expect(used, name).toContain(name);
    }
    expect(used).toContain("@fontsource-variable/inter");
    expect(used).toContain("@fontsource-variable/noto-sans-arabic");
    expect(licenceOf("@fontsource-variable/inter")).toBe("OFL-1.1");
    expect(licenceOf("@fontsource-variable/noto-sans-arabic")).toBe("OFL-1.1");
    expect(licenceOf("lucide-react")).toBe("ISC");
    const notionists = readFileSync("node_modules/@dicebear/notionists/LICENSE", "utf8");
    expect(notionists).toMatch(/Designer: Zoish/);
    expect(notionists).toMatch(/License: CC0 1\.0/);
  });

  it("is linked from every page's footer, which carries no credit line of its own", () => {
    const company = footerGroups.find((group) => group.id === "company");
    expect(company?.links.map((link) => link.href)).toContain("/colophon");
    for (const locale of ["en", "ar"] as const) {
      expect(JSON.stringify(copyIn(locale, "ui").layoutCopy.footer)).not.toMatch(
        /Notionists|Personas|DiceBear|CC0|CC BY/,
      );
    }
  });
});
