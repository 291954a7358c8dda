import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

import type { ServedPaths } from "../build/build-output.mjs";

export function acceptsHtml(accept: string | undefined): boolean;
export function acceptsGzip(acceptEncoding: string | undefined): boolean;
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: string[],
): string | null;
export function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  answer: {
    status: number;
    body: { plain: Buffer; gzip: Buffer };
    headers: Record<string, string>;
  },
): void;
export function isUnmatched(pathname: string, served: ServedPaths): boolean;
export function takesNotFoundDocument(
  request: { method?: string; headers: IncomingHttpHeaders },
  pathname: string,
  where: { document: { prefix: string; route: string }; served: ServedPaths },
): boolean;
export interface NotFoundDocument {
  route: string;
  answers(request: { method?: string; headers: IncomingHttpHeaders }, pathname: string): boolean;
  send(req: IncomingMessage, res: ServerResponse): void;
}
/** The app route the prefixed locales' 404 documents are pre-rendered from. */
export const LOCALE_NOT_FOUND_ROUTE: string;
export function localeNotFoundDocuments(
  routes: string[],
  pages: { route: string; html: string }[],
  served: ServedPaths,
): NotFoundDocument[];
export function notFoundResponder(
  document: { prefix: string; route: string },
  pages: { route: string; html: string }[],
  served: ServedPaths,
): NotFoundDocument | null;
