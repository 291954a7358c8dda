export interface IslandsBuild {
  entry: string;
  entryImports: string[];
  chunks: Record<string, string[]>;
}
export function isIslandModule(key: string): boolean;
export function buildIslands(
  layout: { staticDir: string },
  root?: string,
  entry?: string,
): Promise<IslandsBuild>;
export function pageIslands(html: string): string[];
export function islandPage(html: string, build: IslandsBuild): string;
