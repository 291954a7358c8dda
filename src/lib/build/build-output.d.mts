export interface BuildLayout {
  distDir: string;
  buildIdFile: string;
  appDir: string;
  staticDir: string;
  paintFirstManifest: string;
}
export interface BuiltPage {
  route: string;
  file: string;
  html: string;
}
export function buildLayout(root?: string): BuildLayout;
export function buildId(layout: BuildLayout): string | null;
export function routeOfRequest(pathname: string): string;
export function routeOfFile(relativeFile: string): string;
export function fileOfRoute(route: string): string;
export function isFrameworkPage(route: string): boolean;
export function builtPages(layout: BuildLayout): Generator<BuiltPage>;
export function prerenderedBody(layout: BuildLayout, route: string): string;
export function staticFile(layout: BuildLayout, url: string): string;
export interface PageMode {
  mode: "static" | "islands" | "runtime";
  /** Why a page keeps the runtime: its islands, or what the step could not take off. */
  reason?: string;
  /** The page's client modules ("src/components/…", "next/dist/…"). */
  modules: string[];
}
export function writePaintFirstManifest(
  layout: BuildLayout,
  pages: ({ route: string; html: string } & PageMode)[],
): void;
export function pageModes(layout: BuildLayout): Record<string, PageMode>;
export function unservableBuild(layout: BuildLayout, pages: BuiltPage[]): string | null;
export function routeHandlerPatterns(layout: BuildLayout): RegExp[];
export function serverActionPages(layout: BuildLayout): Map<string, RegExp[]>;
export interface ServedPaths {
  /** The pre-rendered pages' routes. */
  routes: Set<string>;
  /** The pages rendered on request (not the dynamic ones without dynamicParams) and the route handlers. */
  patterns: RegExp[];
}
export function prerenderedRoutesOf(layout: BuildLayout, appRoute: string): string[];
export function servedPaths(layout: BuildLayout, pages: { route: string }[]): ServedPaths;
