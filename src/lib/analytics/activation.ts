import { ACTIVATION_PATH } from "@/lib/http/edge.mjs";

import { pageViewOf, type PageView, type ServedResponse } from "./page-view";

/**
 * A page the browser prerendered (Sec-Purpose: prefetch;prerender) is not counted when it is
 * fetched, since the visitor may never open it. This part of every page's inline script sends
 * one beacon when it is opened after all: its address and its referrer, as text. It does
 * nothing on any other load.
 */
export const activationScript = `if(document.prerendering)document.addEventListener("prerenderingchange",function(){navigator.sendBeacon(${JSON.stringify(ACTIVATION_PATH)},location.pathname+location.search+"\\n"+document.referrer)},{once:true})`;

/** The longest beacon read: an address and a referrer. */
const MAX_BEACON = 2048;

/**
 * The page view an activation beacon stands for, counted as that page's own request would have
 * been (the same rules, the beacon's own headers: user agent, address, opt-outs, the team's
 * mark), or null: a body that names no page of `isPage`, or a view the rules do not count.
 */
export function activatedView(
  body: string,
  headers: Headers,
  isPage: (path: string) => boolean,
  at = new Date(),
  trustProxy = process.env.TRUST_PROXY === "1",
): PageView | null {
  const [address = "", referrer = ""] = body.slice(0, MAX_BEACON).split("\n");
  if (!address.startsWith("/") || address.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(address, "http://site.invalid");
  } catch {
    return null;
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (!isPage(path)) return null;
  const plain: ServedResponse["headers"] = {};
  headers.forEach((value, name) => {
    plain[name] = value;
  });
  return pageViewOf(
    {
      method: "GET",
      path,
      search: url.search,
      status: 200,
      contentType: "text/html",
      // As the page's own request: a document, no longer a prerender, from its referrer.
      headers: {
        ...plain,
        referer: referrer,
        "sec-fetch-dest": "document",
        "sec-purpose": undefined,
        purpose: undefined,
      },
      at,
    },
    trustProxy,
  );
}
