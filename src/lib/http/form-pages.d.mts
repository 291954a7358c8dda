import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

/** Makes the token of a form of `kind` for the request with `headers`. */
export type TokenIssuer = (kind: string, headers: Headers) => string | Promise<string>;

export type FormPageMatch =
  | {
      route: string;
      send: (req: IncomingMessage, res: ServerResponse, issue: TokenIssuer) => Promise<void>;
    }
  | { route: string; url: string }
  | { redirect: string };

export function formPages(pages: readonly { route: string; html: string }[]): {
  routes: string[];
  match(
    method: string | undefined,
    pathname: string,
    search: string,
    headers: IncomingHttpHeaders,
  ): FormPageMatch | null;
};
