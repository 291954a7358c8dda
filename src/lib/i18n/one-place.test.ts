/**
 * Each language in one place (issue 31): outside src/lib/i18n and src/content no module chooses
 * between the languages or names one. Components and library code ask src/lib/i18n/copy.ts (or
 * catalogs.ts) for the copy of a locale, and read what differs between languages and is not
 * copy (direction, Intl locale, names) from the locale registry, src/config/locales.ts.
 *
 * Scanned: src/components, src/lib (not src/lib/i18n) and src/app, tests excepted (they name the
 * languages they test). A violation is `pick(` (the helper this replaced), an import of a
 * language's mirror (`@/content/ar/...`), or a language's code as a locale value: compared
 * (`=== "ar"`), passed (`("ar")`, `, "en"`), given as a prop (`locale="ar"`) or a default
 * (`= "en"`), or used as a key (`en:`, `["ar"]`).
 */
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { locales } from "@/config/locales";

/** The components and the library, which this issue converted, then the routes. */
const ROOTS = ["src/components", "src/lib"];
const ROUTES = "src/app";
const EXCLUDED = [path.join("src", "lib", "i18n")];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return EXCLUDED.includes(full) ? [] : files(full);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const codes = locales.join("|");
/** A language's code in quotes, where a locale value goes. */
const quoted = `["'\`](?:${codes})["'\`]`;
const VIOLATIONS: { name: string; pattern: RegExp }[] = [
  { name: "pick(", pattern: /\bpick\(/ },
  {
    name: "a language's mirror imported",
    pattern: new RegExp(`(?:from|import)\\s*\\(?\\s*["'][^"']*/content/(?:${codes})/`),
  },
  {
    name: "a language's code as a locale value",
    pattern: new RegExp(
      [
        `[!=]==?\\s*${quoted}`,
        `${quoted}\\s*[!=]==?`,
        `\\(\\s*${quoted}\\s*[,)]`,
        `,\\s*${quoted}\\s*\\)`,
        `\\b(?:locale|hrefLang|lang)=${quoted}`,
        `(?:locale|Locale)\\s*=\\s*${quoted}`,
        `\\[\\s*${quoted}\\s*\\]`,
        `(?:^|[{,]\\s*)(?:${codes})\\s*:(?!:)`,
        `\\b(?:case)\\s+${quoted}`,
      ].join("|"),
    ),
  },
];

/** Comments are prose: they may name the languages. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** "file:line: what" for every violation in a file. */
function violations(file: string): string[] {
  return withoutComments(fs.readFileSync(file, "utf8"))
    .split("\n")
    .flatMap((line, index) =>
      VIOLATIONS.filter(({ pattern }) => pattern.test(line)).map(
        ({ name }) => `${file}:${index + 1}: ${name}: ${line.trim()}`,
      ),
    );
}

describe("each language in one place", () => {
  const scanned = ROOTS.flatMap((root) => files(root));
  const routes = files(ROUTES);

  it("scans the components, the library and the routes", () => {
    expect(scanned.length).toBeGreaterThan(150);
    expect(routes.length).toBeGreaterThan(40);
    expect(scanned.some((file) => file.startsWith(path.join("src", "lib", "i18n")))).toBe(false);
  });

  it("has no component or library module that chooses a language", () => {
    expect(scanned.flatMap(violations)).toEqual([]);
  });

  it("has no route module that chooses a language", () => {
    expect(routes.flatMap(violations)).toEqual([]);
  });

  it("finds a module that does", () => {
    const dir = fs.mkdtempSync(path.join(process.cwd(), ".tmp-one-place-"));
    const probe = path.join(dir, "probe.tsx");
    fs.writeFileSync(
      probe,
      [
        `import * as ar from "@/content/ar/ui";`,
        `import { pick } from "@/lib/i18n/pick";`,
        `// Comments may say "ar" and pick( freely.`,
        `const words = pick(locale, { en, ar });`,
        `const rtl = locale === "ar";`,
        `const a = <Link locale="en" href="/" />;`,
        `const b = formatDate(day, "ar");`,
        `const c = { en: "Hello", ar: "مرحبا" };`,
        `const fine = { lang: localeInfo[locale].lang, dir: "rtl" };`,
      ].join("\n"),
    );
    try {
      expect(violations(probe).map((hit) => hit.split(": ")[0]!.split(":")[1])).toEqual([
        "1",
        "4",
        "5",
        "6",
        "7",
        "8",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
