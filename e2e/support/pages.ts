import { isRegisteredPath } from "../../src/config/routes";
import { listPublicPages, type PublicPage } from "../../src/lib/pages";

/** Every public page: the registry's routes and the collections' entries (src/lib/pages.ts). */
export const publicPages = listPublicPages();

/** The first path (alphabetically) of each collection's pages. */
function firstOfEachCollection(pages: readonly PublicPage[]): Set<string> {
  const first = new Map<string, string>();
  for (const page of pages) {
    if (isRegisteredPath(page.path)) continue;
    const current = first.get(page.group);
    if (current === undefined || page.path < current) first.set(page.group, page.path);
  }
  return new Set(first.values());
}

const sampled = firstOfEachCollection(publicPages);

/**
 * The pages the page-by-page browser checks open: every registry route, and one page of each
 * collection (its other pages share the same template).
 */
export const checkedPages: PublicPage[] = publicPages.filter(
  (page) => isRegisteredPath(page.path) || sampled.has(page.path),
);
