/**
 * How the blog lists grow: the seed's "one featured post, then five posts", and each Load More
 * adds a row of three. Without JavaScript, Load More is a link to the next page of the list
 * (/blog/page/2, /blog/category/security/page/2), which shows what the button would: the first
 * eight posts, and so on. Client-safe.
 */
export const INITIAL_POSTS = 5;
export const POSTS_PER_LOAD = 3;

const PAGE_SEGMENT = "/page/";

/** How many posts (besides the featured one) page `page` of a list shows. */
export function postsShownOnPage(page: number): number {
  return INITIAL_POSTS + (page - 1) * POSTS_PER_LOAD;
}

/** How many pages a list of `count` posts (besides the featured one) needs: at least one. */
export function listPageCount(count: number): number {
  return count <= INITIAL_POSTS ? 1 : 1 + Math.ceil((count - INITIAL_POSTS) / POSTS_PER_LOAD);
}

/** Page 1 of a list is the list itself (/blog); page 2 and on are under it (/blog/page/2). */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}${PAGE_SEGMENT}${page}`;
}

/** Where Load More leads without JavaScript when `shown` of a list's `count` posts are on screen. */
export function nextListPagePath(base: string, shown: number, count: number): string {
  return listPagePath(base, listPageCount(Math.min(shown + POSTS_PER_LOAD, count)));
}

/** The `[page]` params of a list's next pages: 2 to the last ("2", "3"...); none for one page. */
export function listPageParams(count: number): { page: string }[] {
  return Array.from({ length: listPageCount(count) - 1 }, (_, index) => ({
    page: String(index + 2),
  }));
}

/** The page number of a `[page]` segment: a plain integer from 2 to `last`, else undefined. */
export function parseListPage(segment: string, last: number): number | undefined {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return undefined;
  const page = Number(segment);
  return page >= 2 && page <= last ? page : undefined;
}
