import { localeInfo, type Locale, type WrittenLocale } from "@/config/locales";
import { catalog as arCatalog } from "@/content/ar/catalog";
import { catalog as enCatalog, type CopyKey } from "@/content/catalog";

import { pseudoValue } from "./pseudo";

/**
 * Each language's catalog of copy modules (src/content/catalog.ts and its mirror under
 * src/content/<language>/): the one place that lists them. A third language is an entry in the
 * locale registry (src/config/locales.ts), its mirror folder and one line here.
 */
const catalogs = { en: enCatalog, ar: arCatalog } satisfies Record<WrittenLocale, unknown>;

/**
 * A copy module as code reads it: the union of its languages' versions (the same names and
 * shapes, src/content/ar/parity.test.ts), so code that uses it works in every language.
 */
export type CopyOf<K extends CopyKey> = (typeof catalogs)[WrittenLocale][K];

/**
 * The copy module `key` ("ui", "forms/contact": a key of src/content/catalog.ts) in a locale.
 * Plain TypeScript, no React: route handlers, mail, feeds, social cards, the search index and
 * the browser tests' helpers call it with the locale they are given. Components read it
 * through ./copy.ts.
 */
export function copyIn<K extends CopyKey>(locale: Locale, key: K): CopyOf<K> {
  const { pseudoOf } = localeInfo[locale];
  // A pseudo-locale (src/config/locales.ts): its base language's copy, accented.
  if (pseudoOf) return pseudoValue(catalogs[pseudoOf][key]);
  return catalogs[locale as WrittenLocale][key];
}
