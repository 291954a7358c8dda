/**
 * Every Arabic copy module mirrors its English module: the same shapes, the same facts, and
 * Arabic words where English has words. The modules compared are the catalogs' (every key of
 * src/content/catalog.ts against the same key of ./catalog.ts): what the pages read through
 * copy(key) is the same data in two languages.
 */
import { describe, expect, it } from "vitest";

import { catalog as english, type CopyKey } from "../catalog";
import { catalog as arabic } from "./catalog";

/** The Arabic modules on disk, to check that the catalog lists each. */
const arabicFiles = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./catalog.ts"],
  { eager: true },
);

/**
 * Arabic modules that are no copy module of their own: the Arabic wording of counted nouns,
 * left-to-right isolation and plan names that the Arabic modules share (English has no such
 * grammar to mirror), and the glossary the Arabic copy is held to.
 */
const ARABIC_HELPERS = new Set(["./site-phrases.ts", "./glossary.ts", "./glossary-terms.ts"]);

/** Strings under these keys are facts (links, ids, icons, form values), never translated. */
const FACT_KEYS = new Set([
  "href",
  "icon",
  "id",
  "slug",
  "src",
  "key",
  "tone",
  "variant",
  "language",
  "autoComplete",
  "defaultValue",
  "articleSlug",
  "phoneHref",
  "url",
  "code",
  "gradient",
  "className",
  "color",
  "colors",
  // A leader's portrait look (src/content/portraits.ts): the same person in both languages.
  "presents",
  "hair",
  "glasses",
  "beard",
  "attire",
  "expression",
]);

/**
 * Keys an Arabic object may add: `portrait`, the English name a portrait is drawn from, where the
 * Arabic shows the person's name in Arabic script; and the plural categories Arabic has and
 * English has not, in a phrase chosen by the count (Intl.PluralRules).
 */
const ARABIC_EXTRA_KEYS = new Set(["portrait", "zero", "two", "few", "many"]);

/** Bidi isolation marks that keep a phone number or an email left to right inside Arabic. */
const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Strings that are facts wherever they are: paths, links, emails, phone numbers. */
function isFactString(text: string): boolean {
  return (
    /^(\/|#|https?:|mailto:|tel:)/.test(text) ||
    /^[^\s@]+@[^\s@]+$/.test(text) ||
    /^\+?[\d\s().-]{7,}$/.test(text)
  );
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * Copy that stays English on purpose, by module: the team's notification emails are in the
 * team's language whatever the visitor's (issue 20); the Arabic module keeps the English.
 */
const ENGLISH_ONLY: Partial<Record<CopyKey, string[]>> = { mail: ["mailCopy.team"] };
const LATIN_LETTER = /[A-Za-z]/;
/** A sentence in English: these words do not occur in the Latin names an Arabic page keeps. */
const ENGLISH_WORDS = /\b(the|and|with|your|our|for|you|we|to|of|is|are|in|on|a|an|this|that)\b/i;

/** Every difference between an English value and its Arabic mirror, as "path: problem". */
function differences(en: unknown, ar: unknown, at: string, key = ""): string[] {
  if (typeof en === "function") {
    return typeof ar === "function" ? [] : [`${at}: a function in English, not in Arabic`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ar)) return [`${at}: an array in English, not in Arabic`];
    if (ar.length !== en.length)
      return [`${at}: ${en.length} items in English, ${ar.length} in Arabic`];
    return en.flatMap((item, index) => differences(item, ar[index], `${at}[${index}]`, key));
  }
  if (en !== null && typeof en === "object") {
    if (ar === null || typeof ar !== "object" || Array.isArray(ar)) {
      return [`${at}: an object in English, not in Arabic`];
    }
    const enKeys = Object.keys(en).sort();
    const arKeys = Object.keys(ar).sort();
    const missing = enKeys.filter((k) => !arKeys.includes(k));
    const extra = arKeys.filter((k) => !enKeys.includes(k) && !ARABIC_EXTRA_KEYS.has(k));
    const own = [
      ...missing.map((k) => `${at}.${k}: missing in Arabic`),
      ...extra.map((k) => `${at}.${k}: only in Arabic`),
    ];
    return [
      ...own,
      ...enKeys
        .filter((k) => arKeys.includes(k))
        .flatMap((k) =>
          differences(
            (en as Record<string, unknown>)[k],
            (ar as Record<string, unknown>)[k],
            `${at}.${k}`,
            k,
          ),
        ),
    ];
  }
  if (typeof en === "string") {
    if (typeof ar !== "string") return [`${at}: a string in English, not in Arabic`];
    // A path-like English label ("/month") may become Arabic words; a fact kept in Latin
    // script must be the same fact.
    const fact = FACT_KEYS.has(key) || (isFactString(en) && !ARABIC_LETTER.test(ar));
    if (fact) {
      return ar.replace(BIDI_MARKS, "") === en ? [] : [`${at}: the fact "${en}" became "${ar}"`];
    }
    if (ar.trim() === "" && en.trim() !== "") return [`${at}: empty in Arabic`];
    if (LATIN_LETTER.test(en) && !ARABIC_LETTER.test(ar) && ENGLISH_WORDS.test(ar)) {
      return [`${at}: still English: "${ar}"`];
    }
    return [];
  }
  // Null in English: nothing to say there (the Arabic legal pages' note that English governs).
  if (en === null) return [];
  return Object.is(en, ar) ? [] : [`${at}: ${String(en)} in English, ${String(ar)} in Arabic`];
}

const keys = Object.keys(english) as CopyKey[];

describe("Arabic copy modules mirror the English ones", () => {
  it("has Arabic mirrors to check", () => {
    expect(keys.length).toBeGreaterThan(20);
  });

  it("lists every Arabic module in the Arabic catalog", () => {
    const listed = new Set<unknown>(Object.values(arabic));
    const unlisted = Object.entries(arabicFiles)
      .filter(([file, module]) => !listed.has(module) && !ARABIC_HELPERS.has(file))
      .map(([file]) => file);
    expect(unlisted).toEqual([]);
  });

  it.each(keys)("%s", (key) => {
    const en = english[key] as Record<string, unknown>;
    const ar = arabic[key] as Record<string, unknown>;
    const englishOnly = ENGLISH_ONLY[key] ?? [];
    // An Arabic module may add helper functions (number agreement, lookups); not data.
    const problems = Object.keys(ar).flatMap((name) =>
      name in en
        ? differences(en[name], ar[name], name)
        : typeof ar[name] === "function"
          ? []
          : [`${name}: not exported in English`],
    );
    expect(
      problems.filter((problem) => !englishOnly.some((prefix) => problem.startsWith(prefix))),
    ).toEqual([]);
  });
});
