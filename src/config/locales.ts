/**
 * The site's two languages. English pages keep their paths (/contact); Arabic pages are the same
 * paths under /ar (/ar/contact). Plain TypeScript, used by server and client code and by the
 * browser tests.
 */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

interface LocaleInfo {
  /** The html lang attribute and the hreflang of its pages. */
  lang: string;
  dir: "ltr" | "rtl";
  /** The path prefix of its pages ("" for English). */
  prefix: string;
  /** For Intl: Arabic uses Western digits across the whole edition (docs/i18n/glossary-ar.md). */
  intl: string;
  /** Open Graph locale. */
  ogLocale: string;
  /** The language's own name, as the language switcher shows it. */
  name: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { lang: "en", dir: "ltr", prefix: "", intl: "en-US", ogLocale: "en_US", name: "English" },
  ar: {
    lang: "ar",
    dir: "rtl",
    prefix: "/ar",
    intl: "ar-u-nu-latn",
    ogLocale: "ar_AR",
    name: "العربية",
  },
};

/**
 * Paths served under the same URL in both languages: not pages (assets, feeds of machines,
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

/** The locale a path belongs to: /ar and /ar/... are Arabic, everything else English. */
export function localeOfPath(path: string): Locale {
  return path === "/ar" || /^\/ar[/?#]/.test(path) ? "ar" : "en";
}

/** A path without its locale prefix: "/ar/contact" → "/contact", "/ar" → "/". */
export function unlocalizedPath(path: string): string {
  if (localeOfPath(path) !== "ar") return path;
  const rest = path.slice(3);
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

/** The same page in the other languages: what the switcher links to and hreflang names. */
export function alternatePaths(path: string): Record<Locale, string> {
  const base = unlocalizedPath(path);
  return { en: localizeHref(base, "en"), ar: localizeHref(base, "ar") };
}
