import "server-only";

import { cache } from "react";

import { defaultLocale, type Locale } from "@/config/locales";

/**
 * The locale of the page being rendered, for the server components below a page or layout that
 * set it (the way next-intl's setRequestLocale works): React's cache is scoped to one render, so
 * every page and layout sets it first (routeLocale in ./route-locale.ts, from the route's
 * params), and any component under it reads getLocale() without the locale passed down through
 * every section.
 */
const current = cache((): { locale: Locale } => ({ locale: defaultLocale }));

export function setRequestLocale(locale: Locale): void {
  current().locale = locale;
}

export function getLocale(): Locale {
  return current().locale;
}
