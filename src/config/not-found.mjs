// The 404 documents, one per locale: the route each is pre-rendered at and the paths it answers
// (those under its prefix that Next.js would answer with a 404).
//  - The default locale: Next.js's own /_not-found (src/app/global-not-found.tsx), for every
//    path Next.js does not match outside the other locales' prefixes.
//  - Every other locale of the registry (src/config/locales.ts): its document is pre-rendered at
//    <prefix>/not-found from src/app/(intl)/[locale]/not-found/page.tsx, and server.mjs answers
//    the unmatched paths under its prefix with it, and its own path, so that it is never a page
//    of its own (src/lib/http/not-found.mjs, which finds the documents in the build).
// ESM for the language switch, the unit tests and the browser tests; bundlers and test runners
// resolve the TypeScript registry it reads (server.mjs does not import it).
import { localeInfo, localeOfPath, locales } from "./locales";

/** The route a locale's 404 document is pre-rendered at, from the locale's prefix. */
function notFoundRoute(prefix) {
  return prefix === "" ? "/_not-found" : `${prefix}/not-found`;
}

// Pure: the browser's bundle, which only asks isNotFoundDocument, leaves it out.
export const notFoundDocuments = /* @__PURE__ */ (() =>
  Object.fromEntries(
    locales.map((locale) => {
      const { prefix } = localeInfo[locale];
      return [locale, { prefix, route: notFoundRoute(prefix) }];
    }),
  ))();

/**
 * Whether a path is one of the 404 documents' own routes (what usePathname gives on them): the
 * document of the locale it belongs to.
 */
export function isNotFoundDocument(pathname) {
  return pathname === notFoundRoute(localeInfo[localeOfPath(pathname)].prefix);
}
