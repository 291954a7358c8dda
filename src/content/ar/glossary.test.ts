/**
 * One English term, one Arabic term: no string of any Arabic module (every export, walked to its
 * last string, functions called with sample arguments) and no Arabic Markdown document (blog,
 * help, legal, press) uses a variant the glossary (./glossary.ts) bans.
 */
import { describe, expect, it } from "vitest";

import { bannedVariantsIn, glossary } from "./glossary";

const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./glossary.ts", "!./glossary-terms.ts", "!./catalog.ts"],
  { eager: true },
);

const documents = import.meta.glob<string>("../*/ar/**/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});

/** Sample arguments for copy functions: a count, a name, a date, a price. */
const SAMPLES: readonly unknown[][] = [[], [1], [3], [12], ["2026-11-14"], ["Cedarwave"]];

/** Every string reachable from a value, with its key path. */
function stringsOf(value: unknown, at: string, seen = new Set<unknown>()): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") {
    return SAMPLES.flatMap((args) => {
      try {
        return stringsOf((value as (...a: unknown[]) => unknown)(...args), `${at}()`, seen);
      } catch {
        return [];
      }
    });
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${at}.${key}`, seen));
}

function problems(where: string, text: string): string[] {
  return bannedVariantsIn(text).map(
    ({ term, variant }) => `${where}: «${variant}» (the glossary's "${term}")`,
  );
}

describe("the Arabic glossary", () => {
  it("gives every term one Arabic rendering, and no term twice", () => {
    const english = glossary.map((term) => term.en);
    expect(new Set(english).size).toBe(english.length);
    for (const term of glossary) {
      expect(term.ar, term.en).toMatch(/[\u0600-\u06FF]/);
      for (const variant of term.banned ?? []) expect(term.ar, term.en).not.toBe(variant);
    }
  });

  it("finds a banned variant, and not the right term that contains one", () => {
    expect(bannedVariantsIn("جرّب روبوت المحادثة")).toEqual([
      expect.objectContaining({ variant: "روبوت" }),
    ]);
    expect(bannedVariantsIn("نؤتمت سير العمل")).toHaveLength(1);
    expect(bannedVariantsIn("إدارة الثغرات الأمنية ومسارات العمل")).toEqual([]);
  });

  it("walks the Arabic modules and documents", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(60);
    expect(Object.keys(documents).length).toBeGreaterThan(30);
  });

  it("no Arabic module uses a banned variant", () => {
    const found = Object.entries(modules).flatMap(([file, exports]) =>
      stringsOf(exports, file).flatMap(([at, text]) => problems(at, text)),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it("no Arabic Markdown document uses a banned variant", () => {
    const found = Object.entries(documents).flatMap(([file, text]) =>
      text.split("\n").flatMap((line, index) => problems(`${file}:${index + 1}`, line)),
    );
    expect(found).toEqual([]);
  });
});
