import type { Locale } from "@/config/locales";
import { getRoute, type RouteEntry, type RoutePath } from "@/config/routes";
import { routeCopy } from "@/content/ar/routes";

/**
 * A registry route in a locale: its facts (path, group, date) from the registry, its label,
 * title and description in the locale's words (English in the registry, Arabic in
 * src/content/ar/routes.ts, which has one entry per registry path).
 */
export function localizedRoute(path: RoutePath, locale: Locale): RouteEntry {
  const route = getRoute(path);
  return locale === "en" ? route : { ...route, ...routeCopy[path] };
}
