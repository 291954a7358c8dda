// The 404 documents, one per language: the route each is pre-rendered at and the paths it
// answers (those under its prefix that Next.js would answer with a 404). Plain ESM, because
// server.mjs reads it (src/lib/http/not-found.mjs) as well as the site's code.
//  - English: Next.js's own /_not-found (src/app/global-not-found.tsx), for every path Next.js
//    does not match outside the Arabic edition.
//  - Arabic: src/app/(ar)/ar/not-found/page.tsx, which server.mjs answers unmatched /ar/... paths
//    with (and its own path, so that it is never a page of its own).

export const notFoundDocuments = {
  en: { prefix: "", route: "/_not-found" },
  ar: { prefix: "/ar", route: "/ar/not-found" },
};

/** Whether a path is one of the 404 documents' own routes (what usePathname gives on them). */
export function isNotFoundDocument(pathname) {
  return Object.values(notFoundDocuments).some((document) => document.route === pathname);
}
