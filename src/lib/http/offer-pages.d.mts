import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

export function offerPages(
  pages: readonly { route: string; html: string }[],
  options?: { endsAt?: string },
): {
  routes: string[];
  match(
    method: string | undefined,
    pathname: string,
    headers: IncomingHttpHeaders,
  ): { route: string; send(req: IncomingMessage, res: ServerResponse, now?: number): void } | null;
};
