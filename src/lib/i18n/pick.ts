import type { Locale } from "@/config/locales";

/**
 * One locale's copy of a content module: `pick(locale, { en, ar })` with the English module and
 * its Arabic mirror (src/content/ar/...), both imported as namespaces. The mirror exports the
 * same names with the same shapes (src/content/ar/parity.test.ts holds them equal).
 */
export function pick<E, A>(locale: Locale, copies: { en: E; ar: A }): E | A {
  return copies[locale];
}
