export interface PageHashes {
  pages: Map<string, string[]>;
  common: string[];
  /** Every script of ours (data-site-script) on any page: allowed on pages rendered per request. */
  site: string[];
}
export function contentSecurityPolicy(options?: { nonce?: string; hashes?: string[] }): string;
export function newNonce(): string;
export function inlineScriptHashes(html: string): string[];
export function pageHashTable(builtPages: Iterable<{ route: string; html: string }>): PageHashes;
export function hashesForPath(table: PageHashes, pathname: string): string[];
