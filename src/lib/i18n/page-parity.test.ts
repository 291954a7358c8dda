/**
 * Every page of the site exists in every locale, defined once: each page, route or not-found file
 * of the default locale's site (src/app/(en)/(site), unprefixed) has its twin under the
 * [locale] segment (src/app/(intl)/[locale]/(site), every other locale of the registry), and the
 * other way round; the default locale's file only re-exports its twin's definition. No route
 * file names a language: the locale comes from the route's params and the registry
 * (src/config/locales.ts), so a language is added without a route file.
 */
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { locales } from "@/config/locales";

const APP = path.join("src", "app");
const DEFAULT_SITE = path.join(APP, "(en)", "(site)");
const LOCALE_SITE = path.join(APP, "(intl)", "[locale]", "(site)");

function routeFiles(root: string, dir = root, pattern = /^(page|route|not-found|layout)\.tsx?$/) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry): string[] => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(root, full, pattern);
    return pattern.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

/** The code of a file without its comments. */
function code(file: string): string {
  return fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
}

describe("page parity between the locales", () => {
  const defaults = routeFiles(DEFAULT_SITE).sort();
  const localized = routeFiles(LOCALE_SITE).sort();

  it("finds the pages", () => {
    expect(defaults.length).toBeGreaterThan(40);
  });

  it("has a [locale] twin for every page and route of the default locale, and nothing else", () => {
    expect(localized).toEqual(defaults);
  });

  it("defines each page once: the default locale's file re-exports its twin's", () => {
    for (const file of defaults) {
      const twin = `@/app/${path
        .join(LOCALE_SITE, file)
        .slice(APP.length + 1)
        .replace(/\.tsx?$/, "")}`;
      const source = code(path.join(DEFAULT_SITE, file));
      expect(source, file).toMatch(new RegExp(`^export \\{[^}]+\\} from "${escape(twin)}";$`, "m"));
      // Besides the re-export, only the route segment config Next.js wants written in the file.
      const rest = source
        .replace(/^export \{[^}]+\} from "[^"]+";$/m, "")
        .replace(/^export const (dynamic|dynamicParams) = [^;]+;$/gm, "")
        .trim();
      expect(rest, file).toBe("");
    }
  });

  it("names no language in a route file of src/app", () => {
    const quoted = locales.map((locale) => `"${locale}"`);
    for (const file of routeFiles(
      APP,
      APP,
      /^(page|route|not-found|layout|global-not-found)\.tsx?$/,
    )) {
      const source = code(path.join(APP, file));
      for (const name of quoted) expect(source, `${file} names ${name}`).not.toContain(name);
      expect(file, "a route folder named after a language").not.toMatch(
        new RegExp(`(^|/)(${locales.join("|")})(/|$)`),
      );
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
