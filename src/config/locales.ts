/**
 * The locale registry: the site's languages. The default locale's pages keep their paths
 * (/contact); every other locale's pages are the same paths under its prefix (/ar/contact).
 * Plain TypeScript, used by server and client code and by the browser tests.
 *
 * A language is added here, with its copy (src/lib/i18n/catalogs.ts): the routes of
 * src/app/(intl)/[locale] are built for every locale with a prefix, its 404 document with them
 * (src/config/not-found.mjs), and the sitemap, hreflang and the language's search index follow
 * the registry. No route file names a language. An entry with `enabled: false` is left out of
 * the build (a test-only pseudo-locale, for example, enabled by a NEXT_PUBLIC_ variable, which
 * the browser bundle sees too).
 */

/** The writing system of a language: which typeface its document loads (src/app/document.tsx). */
export type Script = "latin" | "arabic";

interface LocaleInfo {
  /** The html lang attribute and the hreflang of its pages. */
  lang: string;
  dir: "ltr" | "rtl";
  /** The path prefix of its pages: "" for the default locale, "/<one segment>" for the others. */
  prefix: string;
  /** For Intl: Arabic uses Western digits across the whole edition (docs/i18n/glossary-ar.md). */
  intl: string;
  /** Open Graph locale. */
  ogLocale: string;
  /** The language's own name, as the language switcher shows it. */
  name: string;
  script: Script;
  /** False to leave the locale out of the build (its routes, sitemap entries and hreflang). */
  enabled?: boolean;
  /**
   * A pseudo-locale's written language: its copy and Markdown are that language's, every word
   * accented by src/lib/i18n/pseudo.ts. For tests: it proves a language is added through this
   * registry alone, and shows text that no catalog translates.
   */
  pseudoOf?: "en";
}

/**
 * The test-only pseudo-locale (accented English under /xa), in the build only when
 * NEXT_PUBLIC_PSEUDO_LOCALE=1 (scripts/pseudo-locale.mjs builds it): otherwise the bundler drops
 * the entry, and no page, sitemap, switch or browser bundle has it.
 */
const pseudoLocales: Partial<Record<"en-XA", LocaleInfo>> =
  process.env.NEXT_PUBLIC_PSEUDO_LOCALE === "1"
    ? ({
        "en-XA": {
          lang: "en-XA",
          dir: "ltr",
          prefix: "/xa",
          intl: "en-US",
          ogLocale: "en_US",
          name: "Ëñĝļîšĥ (ƥšéûđö)",
          script: "latin",
          pseudoOf: "en",
        },
      } as const)
    : {};

const written = {
  en: {
    lang: "en",
    dir: "ltr",
    prefix: "",
    intl: "en-US",
    ogLocale: "en_US",
    name: "English",
    script: "latin",
  },
  ar: {
    lang: "ar",
    dir: "rtl",
    prefix: "/ar",
    intl: "ar-u-nu-latn",
    ogLocale: "ar_AR",
    name: "العربية",
    script: "arabic",
  },
} satisfies Record<string, LocaleInfo>;

const registry = { ...written, ...pseudoLocales };

export type Locale = keyof typeof registry;

export const localeInfo = registry as Record<Locale, LocaleInfo>;

/** A language its copy is written in: every locale but a pseudo-locale. */
export type WrittenLocale = keyof typeof written;

/** The language a locale's copy is written in: itself, or a pseudo-locale's base. */
export function writtenLocale(locale: Locale): WrittenLocale {
  return localeInfo[locale].pseudoOf ?? (locale as WrittenLocale);
}

export const defaultLocale: Locale = "en";

/** The locales of this build, in the registry's order: the default first, never disabled. */
export const locales = (Object.keys(registry) as Locale[]).filter(
  (locale) => localeInfo[locale].enabled !== false,
) as unknown as readonly [Locale, ...Locale[]];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locales served under a path prefix: every locale of the build but the default. */
export const prefixedLocales: readonly Locale[] = locales.filter(
  (locale) => localeInfo[locale].prefix !== "",
);

/** A prefixed locale's path segment, the value of src/app/(intl)/[locale]: "ar" for /ar. */
export function localeSegment(locale: Locale): string {
  return localeInfo[locale].prefix.slice(1);
}

/** The prefixed locale a path segment names ("ar" → ar), undefined for any other segment. */
export function localeOfSegment(segment: string): Locale | undefined {
  return prefixedLocales.find((locale) => localeSegment(locale) === segment);
}

/**
 * Paths served under the same URL in every language: not pages (assets, feeds of machines,
 * the inbox). Everything else that starts with "/" is a page and gets the locale's prefix.
 */
const UNLOCALIZED = [
  "/admin",
  "/_next",
  "/og/",
  "/portraits/",
  "/covers/",
  "/forms/",
  "/health",
  "/icons.svg",
  "/icon.svg",
  "/search-index.json",
  "/sitemap.xml",
  "/robots.txt",
];

function isUnlocalized(path: string): boolean {
  return UNLOCALIZED.some(
    (prefix) =>
      path === prefix ||
      path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`) ||
      path.startsWith(`${prefix}?`),
  );
}

/**
 * The locale a path belongs to: the one whose prefix it is under ("/ar", "/ar/contact", "/ar?q",
 * "/ar#top"), else the default locale (also for the null that usePathname gives outside the app
 * router, in unit tests). Kept small: every page with the runtime loads it.
 */
export function localeOfPath(path: string): Locale {
  return (
    prefixedLocales.find((locale) =>
      new RegExp(`^${localeInfo[locale].prefix}([/?#]|$)`).test(path),
    ) ?? defaultLocale
  );
}

/** A path without its locale prefix: "/ar/contact" → "/contact", "/ar" → "/". */
export function unlocalizedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === defaultLocale) return path;
  const rest = path.slice(localeInfo[locale].prefix.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * An internal href in a locale: "/contact" → "/ar/contact", "/" → "/ar", "/contact#form" →
 * "/ar/contact#form". External links, fragments, assets and already-localized paths are kept.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith("/") || href.startsWith("//") || isUnlocalized(href)) return href;
  const base = unlocalizedPath(href);
  const { prefix } = localeInfo[locale];
  if (!prefix) return base;
  return base === "/" || base.startsWith("/?") || base.startsWith("/#")
    ? `${prefix}${base.slice(1)}`
    : `${prefix}${base}`;
}

/** The same page in every language: what the switcher links to and hreflang names. */
export function alternatePaths(path: string): Record<Locale, string> {
  const base = unlocalizedPath(path);
  return Object.fromEntries(
    locales.map((locale) => [locale, localizeHref(base, locale)]),
  ) as Record<Locale, string>;
}
