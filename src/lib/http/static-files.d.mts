import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

export const COMPRESSED_COPIES: { encoding: string; suffix: string }[];
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean;
interface Match {
  type: string;
  send(req: IncomingMessage, res: ServerResponse): void;
}
type HeadersOf = (path: string) => Record<string, string>;
type MatchOf<M> = (
  method: string | undefined,
  pathname: string,
  search: string,
  headers: IncomingHttpHeaders,
) => M | null;
export function staticPages(
  pages: { route: string; file: string; html: string }[],
  options?: { served?: Set<string>; headersOf?: HeadersOf },
): {
  routes: string[];
  stale: number;
  match: MatchOf<Match & { route: string }>;
};
export function staticAssets(
  staticDir: string,
  options?: { headersOf?: HeadersOf },
): {
  count: number;
  stale: number;
  match: MatchOf<Match>;
};
