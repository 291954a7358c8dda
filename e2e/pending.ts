/**
 * Routes of the registry that a later issue builds. The route sweep skips them and the link
 * checker accepts links to them. Each issue that builds a route removes it from here; when
 * every issue has landed this list is empty.
 */
const pendingRoutes: string[] = [];

export function isPending(pathname: string): boolean {
  return pendingRoutes.includes(pathname);
}
