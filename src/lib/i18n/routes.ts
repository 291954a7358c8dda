import type { Locale } from "@/config/locales";
import { getRoute, type RouteEntry, type RoutePath } from "@/config/routes";

import { copyIn } from "./catalogs";

/**
 * A registry route in a locale: its facts (path, group, date) from the registry, its label,
 * title and description in the locale's words (src/content/routes.ts and its mirrors, which
 * have one entry per registry path).
 */
export function localizedRoute(path: RoutePath, locale: Locale): RouteEntry {
  return { ...getRoute(path), ...copyIn(locale, "routes").routeCopy[path] };
}
